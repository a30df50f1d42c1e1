import type { Metadata } from 'next';
import AssetImage from '@/components/AssetImage';
import grid from '@/components/CardGrid.module.css';
import InfoCard from '@/components/InfoCard';
import { languageOf, type LanguageParams } from '@/lib/i18n/languages';
import { contentIn, hasStale } from '@/lib/content/contentIn';
import { indexedAs } from '@/lib/search/searchIndex';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import MarkedText from '@/components/MarkedText';
import StaleNotice from '@/components/StaleNotice';
import styles from './AboutPage.module.css';

export async function generateMetadata(props: LanguageParams): Promise<Metadata> {
  const language = await languageOf(props);
  const { about, site, words } = await contentIn(language);
  return pageMetadata({ description: about.description, path: '/About', language, site, words });
}

/** About: the owner's picture and story, what they do and what they are curious about. */
export default async function AboutPage(props: LanguageParams) {
  const language = await languageOf(props);
  const { about, words } = await contentIn(language);
  const { bio, skills, interests } = about;
  return (
    <>
      {(await hasStale(language, 'about')) && <StaleNotice words={words.stale} original="/About" />}
      <section className={`container section ${styles.bio}`} aria-labelledby="bio-heading">
        <AssetImage image={bio.picture} layout="bio" className={styles.picture} eager language={language} />
        <div>
          <MarkedText as="h1" id="bio-heading" {...indexedAs('about')} text={bio.heading} language={language} />
          {bio.paragraphs.map((paragraph) => (
            <MarkedText as="p" key={paragraph} className={styles.paragraph} text={paragraph} language={language} />
          ))}
        </div>
      </section>
      {[skills, interests].map((group) => (
        <section key={group.heading} className="container section" aria-label={group.heading}>
          <MarkedText as="h2" text={group.heading} language={language} />
          <ul className={grid.grid}>
            {group.cards.map((card) => (
              <li key={card.title}>
                <InfoCard card={card} language={language} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
