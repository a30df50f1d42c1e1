import Link from 'next/link';
import type { Project } from '@/content/schema';
import { projectPath } from '@/lib/projectPages';
import AssetImage from '../AssetImage';
import TechIcons from './TechIcons';
import styles from '../Card.module.css';

type Props = {
  project: Project;
  /** The first card's picture is the page's largest paint: load it at once. */
  eager?: boolean;
};

/** One personal project: picture, its title leading to its own page, what it is built with, and its source code. */
export default function ProjectCard({ project, eager = false }: Props) {
  const { title, description, image, stack, link } = project;
  return (
    <article className={styles.card}>
      <AssetImage image={image} layout="card" className={styles.image} eager={eager} />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link href={projectPath(project)}>{title}</Link>
        </h2>
        <p className={styles.description}>{description}</p>
        <div className={styles.footer}>
          <TechIcons items={stack} label={`${title} tech stack`} size="small" sheet="projects" />
          <a href={link} target="_blank" rel="noopener noreferrer" className="button">
            View<span className="sr-only"> {title} source code (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </article>
  );
}
