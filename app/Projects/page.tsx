import type { Metadata } from 'next';
import grid from '@/components/CardGrid.module.css';
import ProjectCard from '@/components/projects/ProjectCard';
import { projects } from '@/content/projects';
import { indexedAs } from '@/lib/search/searchIndex';
import { pageMetadata } from '@/lib/seo/pageMetadata';

export const metadata: Metadata = pageMetadata({
  description: projects.description,
  path: '/Projects',
});

export default function ProjectsPage() {
  return (
    <section className="container section" aria-labelledby="projects-heading">
      <h1 id="projects-heading" {...indexedAs('page')}>{projects.heading}</h1>
      <ul className={grid.grid}>
        {projects.entries.map((project, i) => (
          <li key={project.title}>
            <ProjectCard project={project} eager={i === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
