import Link from 'next/link';
import type { Project, Site } from '@/content/schema';
import type { Words } from '@/lib/i18n/words';
import { addressIn, arrowsOf } from '@/lib/i18n/languages';
import { projectPath } from '@/lib/projectPages';
import { indexedAs, notIndexed } from '@/lib/search/searchIndex';
import { pageUrl } from '@/lib/seo/siteUrl';
import AssetImage from '../AssetImage';
import ArticlePager from '../ArticlePager';
import article from '../Article.module.css';
import ShareLinks from '../share/ShareLinks';
import TechIcons from './TechIcons';
import MarkedText from '@/components/MarkedText';
import styles from './ProjectArticle.module.css';

type Props = {
  project: Project;
  previous?: Project;
  next?: Project;
  /** The Projects page's heading, which the way back names. */
  allProjects: string;
  /** The page's language, and its words. */
  language: string;
  words: Words;
  /** The Mastodon server its share link goes to before a visitor names theirs (content/site.ts). */
  mastodon: Site['share']['mastodon'];
};

/** A project's own page: its picture, what it is, what it is built with, its code, and the projects either side. */
export default function ProjectArticle({ project, previous, next, allProjects, language, words, mastodon }: Props) {
  const labels = words.projectPage;
  const { title, description, image, stack, link, details, highlights } = project;
  return (
    <article className={`container section ${article.article}`} aria-labelledby="project-heading">
      <Link href={addressIn(language, 'projects')} className={article.back} aria-label={`${labels.back}: ${allProjects}`} {...notIndexed()}>
        {`${arrowsOf(language).back} ${labels.back}`}
      </Link>
      <MarkedText as="h1" id="project-heading" {...indexedAs('project')} text={title} language={language} />
      <MarkedText as="p" className={article.lead} text={description} language={language} />
      <AssetImage image={image} layout="article" className={article.picture} eager language={language} />
      {details?.map((paragraph) => (
        <MarkedText as="p" key={paragraph} className={styles.paragraph} text={paragraph} language={language} />
      ))}
      {highlights && (
        <section aria-labelledby="highlights-heading">
          <h2 id="highlights-heading">{labels.highlights}</h2>
          <ul className={styles.highlights}>
            {highlights.map((highlight) => (
              <MarkedText as="li" key={highlight} text={highlight} language={language} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="stack-heading">
        <h2 id="stack-heading">{labels.stack}</h2>
        <TechIcons items={stack} label={`${title}: ${labels.stack}`} size="large" sheet={`project:${project.slug}`} />
      </section>
      <p className={styles.source}>
        <a href={link} target="_blank" rel="noopener noreferrer" className="button">
          {labels.source}
          <span className="sr-only">{` ${words.projectCard.of} ${title} (${words.newTab})`}</span>
        </a>
      </p>
      <ShareLinks page={{ url: pageUrl(projectPath(project, language)), title }} mastodon={mastodon} words={words} />
      <ArticlePager
        label={allProjects}
        from={projectPath(project, language)}
        previous={previous && { href: projectPath(previous, language), title: previous.title }}
        next={next && { href: projectPath(next, language), title: next.title }}
        labels={labels}
        arrows={arrowsOf(language)}
      />
    </article>
  );
}
