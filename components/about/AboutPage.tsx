import type { Metadata } from 'next';
import AssetImage from '@/components/AssetImage';
import grid from '@/components/CardGrid.module.css';
import InfoCard from '@/components/InfoCard';
import { languageOf, type LanguageParams } from '@/lib/i18n/languages';
import { contentIn, hasStale } from '@/lib/i18n/translations';
import { indexedAs } from '@/lib/search/searchIndex';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import MarkedText from '@/components/MarkedText';
import StaleNotice from '@/components/StaleNotice';
import styles from './AboutPage.module.css';

export async function generateMetadata(props: LanguageParams): Promise<Metadata> {
  const language = await languageOf(props);
  const { about, site } = await contentIn(language);
  return pageMetadata({ description: about.description, path: '/About', language, site });
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
        <AssetImage image={bio.picture} layout="bio" className={styles.picture} eager />
        <div>
          <h1 id="bio-heading" {...indexedAs('page')}>
            <MarkedText text={bio.heading} language={language} />
          </h1>
          {bio.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              <MarkedText text={paragraph} language={language} />
            </p>
          ))}
        </div>
      </section>
      {[skills, interests].map((group) => (
        <section key={group.heading} className="container section" aria-label={group.heading}>
          <h2>
            <MarkedText text={group.heading} language={language} />
          </h2>
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
