import type { Site } from '@/content/schema';
import { indexedAs } from '@/lib/search/searchIndex';
import ButtonLink from '../ButtonLink';
import MarkedText from '@/components/MarkedText';
import styles from './Intro.module.css';

/** The first thing a visitor reads: who this is, what they do, and where to learn more. */
export default function Intro({ site, language }: { site: Site; language: string }) {
  return (
    <section id="intro" className={`container ${styles.intro}`} aria-labelledby="intro-name">
      <MarkedText as="p" className={styles.greeting} text={site.greeting} language={language} />
      <h1 id="intro-name" className={styles.name} {...indexedAs('home')}>
        {site.name}
      </h1>
      <MarkedText as="p" className={styles.role} text={site.role} language={language} />
      <MarkedText as="p" className={styles.text} text={site.intro} language={language} />
      <ButtonLink link={site.introLink} language={language} />
    </section>
  );
}
