import { render, screen, within } from '@testing-library/react';
import HomePage from '@/app/page';
import { about } from '@/content/about';
import { experience } from '@/content/experience';
import { showcase } from '@/content/projects';
import { site } from '@/content/site';
import { SPEC_EXPERIENCE as specExperience } from './support/specFacts';

describe('Home page', () => {
  beforeEach(() => render(<HomePage />));

  it('opens with the intro: greeting, name, role, the paragraph and Learn More to About', () => {
    const intro = document.getElementById('intro')!;
    expect(intro).not.toBeNull();
    const view = within(intro);
    expect(view.getByText(site.greeting)).toBeInTheDocument();
    expect(view.getByRole('heading', { level: 1, name: site.name })).toBeInTheDocument();
    expect(view.getByText(site.role)).toBeInTheDocument();
    expect(view.getByText(site.intro)).toBeInTheDocument();
    expect(site.intro).toMatch(/resilient and cost effective software with great ux designs/i);
    const learnMore = view.getByRole('link', { name: 'Learn More about me' });
    expect(learnMore).toHaveAttribute('href', '/About');
    // What a sighted visitor reads is the spec's label; the rest is for screen readers.
    expect(learnMore.firstChild?.textContent).toBe('Learn More');
  });

  it('lists the six experience entries of the spec in order, each with icon, title, company and dates', () => {
    const list = screen.getByRole('heading', { name: 'Experience' }).parentElement!.querySelector('ol')!;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => [within(item).getByRole('heading').textContent, item.textContent])).toEqual(
      specExperience.map(([title], i) => [title, expect.stringContaining(experience.entries[i].company)]),
    );
    items.forEach((item, i) => {
      expect(within(item).getByText(specExperience[i][1], { exact: true })).toBeInTheDocument();
      const icon = within(item).getByRole('img', { name: experience.entries[i].icon.alt });
      expect(icon).toHaveAttribute('src', `/portfolio${experience.entries[i].icon.src}`);
    });
  });

  it('shows the toolbox from content/about.ts', () => {
    const tools = screen.getByRole('list', { name: 'Tools' });
    expect(within(tools).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      about.toolbox.tools.map((tool) => tool.id),
    );
  });

  it('ends with My Portfolio: its wording, the book, notes and blog screenshots, and See more', () => {
    const works = document.getElementById('works')!;
    const view = within(works);
    expect(view.getByRole('heading', { name: 'My Portfolio' })).toBeInTheDocument();
    expect(view.getByText(showcase.text)).toBeInTheDocument();
    expect(showcase.text).toMatch(/glimpse of the side and passion projects/);
    const shots = view.getAllByRole('img');
    expect(shots.map((img) => img.getAttribute('src'))).toEqual([
      '/portfolio/assets/works/book.svg',
      '/portfolio/assets/works/notes.svg',
      '/portfolio/assets/works/blog.svg',
    ]);
    for (const shot of shots) {
      expect(shot.getAttribute('alt')).not.toHaveLength(0);
      expect(shot).toHaveAttribute('width', '1200');
      expect(shot).toHaveAttribute('height', '750');
    }
    const seeMore = view.getByRole('link', { name: 'See more of my projects' });
    expect(seeMore).toHaveAttribute('href', '/Projects');
    expect(seeMore.firstChild?.textContent).toBe('See more');
  });
});
