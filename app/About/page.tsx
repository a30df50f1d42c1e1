import type { Metadata } from 'next';
import AssetImage from '@/components/AssetImage';
import InfoCard from '@/components/InfoCard';
import grid from '@/components/CardGrid.module.css';
import { about } from '@/content/about';
import { indexedAs } from '@/lib/search/searchIndex';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import styles from './page.module.css';

export const metadata: Metadata = pageMetadata({ description: about.description, path: '/About' });

export default function AboutPage() {
  const { bio, skills, interests } = about;
  return (
    <>
      <section className={`container section ${styles.bio}`} aria-labelledby="bio-heading">
        <AssetImage image={bio.picture} layout="bio" className={styles.picture} eager />
        <div>
          <h1 id="bio-heading" {...indexedAs('page')}>{bio.heading}</h1>
          {bio.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>
      {[skills, interests].map((group) => (
        <section key={group.heading} className="container section" aria-label={group.heading}>
          <h2>{group.heading}</h2>
          <ul className={grid.grid}>
            {group.cards.map((card) => (
              <li key={card.title}>
                <InfoCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
