import { render, screen, within } from '@testing-library/react';
import ProjectsPage from '@/app/Projects/page';
import { projects } from '@/content/projects';
import { SPEC_PROJECT_TITLES as specTitles } from './support/specFacts';

describe('Projects page', () => {
  beforeEach(() => render(<ProjectsPage />));

  it('is titled "My Personal Projects"', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'My Personal Projects' })).toBeInTheDocument();
  });

  it('shows the seven projects of the spec, in order', () => {
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(specTitles);
  });

  it.each(projects.entries.map((project, i) => [project.title, i] as const))(
    '%s: image, description, named stack icons and a View link to its repository in a new tab',
    (title, i) => {
      const project = projects.entries[i];
      const card = screen.getAllByRole('article')[i];
      const view = within(card);
      const image = view.getByRole('img', { name: project.image.alt });
      expect(image).toHaveAttribute('src', `/portfolio${project.image.src}`);
      expect(image).toHaveAttribute('width', String(project.image.width));
      expect(image).toHaveAttribute('height', String(project.image.height));
      expect(view.getByText(project.description)).toBeInTheDocument();
      const stack = view.getByRole('list', { name: `${title} tech stack` });
      expect(within(stack).getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual(
        project.stack.map((tech) => tech.id),
      );
      const link = view.getByRole('link', { name: `View ${title} source code (opens in a new tab)` });
      expect(link).toHaveAttribute('href', project.link);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  it('links every card to a different repository', () => {
    const links = screen.getAllByRole('link', { name: /^View / }).map((link) => link.getAttribute('href'));
    expect(new Set(links).size).toBe(specTitles.length);
  });
});
