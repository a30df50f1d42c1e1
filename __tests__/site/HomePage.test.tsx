import { render, screen, within } from '@testing-library/react';
import HomePage from '@/app/(site)/page';
import { about } from '@/content/about';
import { experience } from '@/content/experience';
import { showcase } from '@/content/projects';
import { site } from '@/content/site';
import type { PageLink } from '@/content/fields';
import { formatDateRange } from '@/lib/resume/dateRange';
import { LANGUAGES } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import { expectPicture } from '../support/pictures';
import { required } from '../../lib/required';

/** A button link reads its label, and tells screen readers the rest; it goes to its page. */
function expectButtonLink(scope: HTMLElement, link: PageLink) {
  const name = link.context ? `${link.label} ${link.context}` : link.label;
  const anchor = within(scope).getByRole('link', { name });
  expect(anchor).toHaveAttribute('href', link.href);
  expect(anchor.firstChild?.textContent).toBe(link.label);
}

describe('Home page', () => {
  beforeEach(async () => {
    render(await HomePage({}));
  });

  it('opens with the intro: greeting, name, role, the paragraph and the link to About', () => {
    const intro = required(document.getElementById('intro'));
    expect(intro).not.toBeNull();
    const view = within(intro);
    expect(view.getByText(site.greeting)).toBeInTheDocument();
    expect(view.getByRole('heading', { level: 1, name: site.name })).toBeInTheDocument();
    expect(view.getByText(site.role)).toBeInTheDocument();
    expect(view.getByText(site.intro)).toBeInTheDocument();
    expectButtonLink(intro, site.introLink);
  });

  it('lists every experience entry in order, each with icon, title, company and dates', () => {
    const section = screen.getByRole('region', { name: experience.heading });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(experience.entries.length);
    items.forEach((item, i) => {
      const entry = experience.entries[i];
      expect(within(item).getByRole('heading').textContent).toBe(entry.title);
      expect(within(item).getByText(entry.company, { exact: true })).toBeInTheDocument();
      expect(within(item).getByText(entry.dateRange, { exact: true })).toBeInTheDocument();
      expectPicture(within(item).getByRole('img'), entry.icon, 'experienceIcon');
    });
  });

  it('shows the toolbox', () => {
    const tools = screen.getByRole('list', { name: 'Tools' });
    expect(
      within(tools)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(about.toolbox.tools.map((tool) => tool.id));
    expect(screen.getByRole('heading', { name: about.toolbox.heading })).toBeInTheDocument();
    expect(screen.getByText(about.toolbox.text)).toBeInTheDocument();
  });

  it('ends with the showcase: its wording, every screenshot in order, and the link to Projects', () => {
    const works = required(document.getElementById('works'));
    const view = within(works);
    expect(view.getByRole('heading', { name: showcase.heading })).toBeInTheDocument();
    expect(view.getByText(showcase.text)).toBeInTheDocument();
    const shots = view.getAllByRole('img');
    expect(shots).toHaveLength(showcase.images.length);
    for (const [i, shot] of shots.entries()) expectPicture(shot, showcase.images[i], 'showcase');
    expectButtonLink(works, showcase.more);
  });

  it('tells search engines who the site is about: a JSON-LD Person with the profiles', () => {
    const person = JSON.parse(required(required(document.querySelector('script[type="application/ld+json"]')).textContent));
    expect(person).toMatchObject({ '@type': 'Person', name: site.name, jobTitle: site.role });
    expect(person.sameAs).toEqual(site.profiles.map((profile) => profile.url));
  });
});

describe('Home in each other language', () => {
  // (None in a site of one language.)
  for (const language of LANGUAGES.slice(1)) {
    it(`${language}: writes each job’s months as that language does, its open end in its word`, async () => {
      render(await HomePage({ params: Promise.resolve({ lang: language }) }));
      const { experience: translated, words } = await contentIn(language);
      const dates = [...document.querySelectorAll('#experience-heading + ol li p:last-child')].map((p) => p.textContent);
      expect(dates).toEqual(translated.entries.map((entry) => formatDateRange(entry.dateRange, language, words.present)));
      expect(dates.join(' ')).not.toMatch(/\bpresent\b/);
    });
  }
});
