import type { Metadata } from 'next';
import grid from '@/components/CardGrid.module.css';
import { languageOf, type LanguageParams } from '@/lib/i18n/languages';
import { contentIn, hasStale } from '@/lib/content/contentIn';
import { indexedAs } from '@/lib/search/searchIndex';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import MarkedText from '@/components/MarkedText';
import StaleNotice from '@/components/StaleNotice';
import ProjectCard from './ProjectCard';

export async function generateMetadata(props: LanguageParams): Promise<Metadata> {
  const language = await languageOf(props);
  const { projects, site, words } = await contentIn(language);
  return pageMetadata({ description: projects.description, path: '/Projects', language, site, words });
}

/** Projects: a card a project, each leading to its own page. */
export default async function ProjectsPage(props: LanguageParams) {
  const language = await languageOf(props);
  const { projects, words } = await contentIn(language);
  return (
    <>
      {(await hasStale(language, 'projects')) && <StaleNotice words={words.stale} original="/Projects" />}
      <section className="container section" aria-labelledby="projects-heading">
        <MarkedText as="h1" id="projects-heading" {...indexedAs('projects')} text={projects.heading} language={language} />
        <ul className={grid.grid}>
          {projects.entries.map((project, i) => (
            <li key={project.slug}>
              <ProjectCard project={project} language={language} words={words} eager={i === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
