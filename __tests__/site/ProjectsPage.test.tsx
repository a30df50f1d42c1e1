import { render, screen, within } from '@testing-library/react';
import ProjectsPage from '@/app/(site)/Projects/page';
import { projects } from '@/content/projects';
import { expectPicture } from '../support/pictures';

describe('Projects page', () => {
  beforeEach(async () => {
    render(await ProjectsPage({}));
  });

  it('is headed by the content’s heading', () => {
    expect(screen.getByRole('heading', { level: 1, name: projects.heading })).toBeInTheDocument();
  });

  it('shows every project, in order', () => {
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(projects.entries.map((project) => project.title));
  });

  it.each(projects.entries.map((project, i) => [project.title, i] as const))('%s: image, a title leading to its page, description, its stack, each named, and a View link to its repository in a new tab', (title, i) => {
    const project = projects.entries[i];
    const view = within(screen.getAllByRole('article')[i]);
    const image = view.getByRole('img', { name: project.image.alt });
    expectPicture(image, project.image, 'card');
    // Only the first card's picture is fetched at once: the page's largest paint.
    expect(image).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
    expect(within(view.getByRole('heading', { level: 2 })).getByRole('link', { name: title })).toHaveAttribute('href', `/Projects/${project.slug}`);
    expect(view.getByText(project.description)).toBeInTheDocument();
    const stack = view.getByRole('list', { name: `${title} tech stack` });
    // Each technology by its icon, named for screen readers, or by its name where react-icons has no icon.
    const items = within(stack).getAllByRole('listitem');
    expect(items).toHaveLength(project.stack.length);
    items.forEach((item, n) => {
      const { id, icon } = project.stack[n];
      if (icon) expect(within(item).getByRole('img')).toHaveAccessibleName(id);
      else expect(item).toHaveTextContent(id);
    });
    const link = view.getByRole('link', { name: `View ${title} source code (opens in a new tab)` });
    expect(link).toHaveAttribute('href', project.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('loads the first picture at once (the page’s largest paint) and the rest lazily', () => {
    const pictures = screen.getAllByRole('article').map((card) => within(card).getAllByRole('img')[0]);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(pictures.map((_, i) => (i ? 'lazy' : 'eager')));
  });
});
