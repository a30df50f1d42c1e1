import { render, screen, within } from '@testing-library/react';
import ProjectPage, { generateMetadata, generateStaticParams } from '@/app/(site)/Projects/[slug]/page';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { SHIPPED_WORDS } from '@/lib/i18n/words';
import { shareLinks } from '@/lib/share/shareLinks';
import { BASE_PATH } from '../support/basePath';
import { FIRST_WORDS as WORDS } from '@/lib/content/contentIn';
import { expectPicture } from '../support/pictures';
import { required } from '../../lib/required';

const params = (slug: string) => ({ params: Promise.resolve({ slug }) });
const entries = projects.entries.map((project, i) => [project.title, i] as const);

describe('a page per project', () => {
  it('is written for every project, at its slug', () => {
    expect(generateStaticParams()).toEqual(projects.entries.map((project) => ({ slug: project.slug })));
    expect(new Set(projects.entries.map((project) => project.slug)).size).toBe(projects.entries.length);
    for (const { slug } of projects.entries) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  describe.each(entries)('%s', (title, i) => {
    const project = projects.entries[i];
    beforeEach(async () => render(await ProjectPage(params(project.slug))));

    it('is headed by its title, the page’s one h1, with its description and its picture, loaded at once', () => {
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
      expect(screen.getByText(project.description)).toBeInTheDocument();
      const picture = screen.getByRole('img', { name: project.image.alt });
      expectPicture(picture, project.image, 'article');
      expect(picture).toHaveAttribute('loading', 'eager');
      expect(picture).toHaveAttribute('fetchpriority', 'high');
    });

    it('names its technologies in text, and links its repository in a new tab', () => {
      const stack = screen.getByRole('list', { name: `${title}: ${WORDS.projectPage.stack}` });
      expect(
        within(stack)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(project.stack.map((tech) => tech.id));
      const source = screen.getByRole('link', { name: `${WORDS.projectPage.source} of ${title} (opens in a new tab)` });
      expect(source).toHaveAttribute('href', project.link);
      expect(source).toHaveAttribute('target', '_blank');
    });

    it('shows its longer story and highlights when the content has them', () => {
      for (const paragraph of project.details ?? []) expect(screen.getByText(paragraph)).toBeInTheDocument();
      const highlights = screen.queryByRole('heading', { level: 2, name: WORDS.projectPage.highlights });
      if (!project.highlights) return expect(highlights).toBeNull();
      const list = within(required(required(highlights).closest('section'))).getByRole('list');
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(project.highlights);
    });

    it('links back to all projects, and on to the projects before and after it', () => {
      // next/link adds the base path and the trailing slash in the build.
      expect(screen.getByRole('link', { name: `${WORDS.projectPage.back}: ${projects.heading}` })).toHaveAttribute('href', '/Projects');
      const pager = within(screen.getByRole('navigation', { name: projects.heading }));
      const previous = projects.entries[i - 1];
      const next = projects.entries[i + 1];
      expect(pager.queryAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([previous, next].filter(Boolean).map((neighbour) => `/Projects/${required(neighbour).slug}`));
      if (previous) expect(pager.getByRole('link', { name: `${WORDS.projectPage.previous} ${previous.title}` })).toHaveAttribute('rel', 'prev');
      if (next) expect(pager.getByRole('link', { name: `${WORDS.projectPage.next} ${next.title}` })).toHaveAttribute('rel', 'next');
    });

    it('tells search engines about the project and its author', () => {
      const data = JSON.parse(required(required(document.querySelector('script[type="application/ld+json"]')).textContent));
      expect(data).toMatchObject({
        '@type': 'SoftwareSourceCode',
        name: title,
        description: project.description,
        codeRepository: project.link,
        author: { '@type': 'Person', name: site.name },
      });
      expect(new URL(data.url).pathname).toBe(`${BASE_PATH}/Projects/${project.slug}/`);
    });

    it('offers its canonical address to LinkedIn, X, Bluesky, Mastodon (the owner’s server first) and e-mail, in plain links', async () => {
      const canonical = String((await generateMetadata(params(project.slug))).alternates?.canonical);
      const share = within(screen.getByRole('region', { name: SHIPPED_WORDS.en.share.heading }));
      const hrefs = share.getAllByRole('link').map((link) => required(link.getAttribute('href')));
      expect(hrefs).toEqual(Object.values(shareLinks({ url: canonical, title }, site.share.mastodon)));
      expect(hrefs[3]).toMatch(new RegExp(`^https://${site.share.mastodon.replace(/\./g, '\\.')}/share\\?`));
      for (const href of hrefs) expect(decodeURIComponent(href)).toContain(canonical);
    });

    it('has its own title, description, canonical address and 1200 × 630 link preview', async () => {
      const metadata = await generateMetadata(params(project.slug));
      expect(metadata.title).toBe(title);
      expect(metadata.description).toBe(project.description);
      expect(new URL(String(metadata.alternates?.canonical)).pathname).toBe(`${BASE_PATH}/Projects/${project.slug}/`);
      const [image] = required(metadata.openGraph).images as { url: string; width: number; height: number; alt: string }[];
      expect(new URL(image.url).pathname).toBe(`${BASE_PATH}/previews/projects/${project.slug}.png`);
      expect(image).toMatchObject({ width: 1200, height: 630 });
      expect(image.alt).toContain(title);
      expect(image.alt).toContain(site.name);
      expect(metadata.twitter?.images).toEqual(metadata.openGraph?.images);
    });
  });
});
