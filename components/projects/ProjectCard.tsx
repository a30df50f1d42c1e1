import Link from 'next/link';
import type { Project } from '@/content/schema';
import type { Words } from '@/lib/i18n/words';
import { projectPath } from '@/lib/projectPages';
import AssetImage from '../AssetImage';
import TechIcons from './TechIcons';
import MarkedText from '@/components/MarkedText';
import styles from '../Card.module.css';

type Props = {
  project: Project;
  /** The page's language, whose project page the title leads to, and its words. */
  language: string;
  words: Words;
  /** The first card's picture is the page's largest paint: load it at once. */
  eager?: boolean;
};

/** One personal project: picture, its title leading to its own page, what it is built with, and its source code. */
export default function ProjectCard({ project, language, words, eager = false }: Props) {
  const { title, description, image, stack, link } = project;
  return (
    <article className={styles.card}>
      <AssetImage image={image} layout="card" className={styles.image} eager={eager} language={language} />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link href={projectPath(project, language)}>
            <MarkedText text={title} language={language} />
          </Link>
        </h2>
        <MarkedText as="p" className={styles.description} text={description} language={language} />
        <div className={styles.footer}>
          <TechIcons items={stack} label={`${title} ${words.projectCard.techStack}`} size="small" sheet="projects" />
          <a href={link} target="_blank" rel="noopener noreferrer" className="button">
            {words.projectCard.view}
            <span className="sr-only">{` ${title} ${words.projectCard.sourceCode} (${words.newTab})`}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
