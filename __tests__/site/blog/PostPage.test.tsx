import { minutesRead } from '../../support/minutesRead';
import { render, screen, within } from '@testing-library/react';
import PostPage, { generateMetadata, generateStaticParams } from '@/app/(site)/Blog/[slug]/page.blog';
import { site } from '@/content/site';
import { formatPostDate } from '@/lib/i18n/dates';
import { discussionHref, discussionTerm } from '@/lib/comments/giscus';
import { SHIPPED_WORDS } from '@/lib/i18n/words';
import { postPath, posts } from '@/lib/posts/posts';
import { pageUrl } from '@/lib/seo/siteUrl';
import { shareLinks } from '@/lib/share/shareLinks';
import { readPostSources } from '@/lib/posts/postSources';
import { BASE_PATH, pageOf } from '../../support/basePath';
import { FIRST_WORDS as WORDS } from '@/lib/content/contentIn';
import { expectPicture } from '../../support/pictures';
import { required } from '../../../lib/required';

const params = (slug: string) => ({ params: Promise.resolve({ slug }) });

describe('a page per post', () => {
  it('is written for every published post, at its file’s name', () => {
    expect(generateStaticParams()).toEqual(posts.map((post) => ({ slug: post.slug })));
    for (const post of posts) expect(post.file).toMatch(new RegExp(`/${post.slug}\\.md$`));
  });

  describe.each(posts.map((post, i) => [post.title, i] as const))('%s', (title, i) => {
    const post = posts[i];
    beforeEach(async () => render(await PostPage(params(post.slug))));

    it('is headed by its title, the page’s one h1, with its day, reading time and tags', () => {
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
      // Its own, not a related post's (the same words may be there too).
      const own = (found: HTMLElement[]) => found.filter((element) => !element.closest('section'));
      expect(own(screen.getAllByText(formatPostDate(post.date, post.language)))[0].closest('time')).toHaveAttribute('dateTime', post.date);
      expect(own(screen.getAllByText(minutesRead(post.readingMinutes)))).toHaveLength(1);
      const tags = post.tags.length ? within(screen.getByRole('list', { name: WORDS.blogPage.tags })).getAllByRole('link') : [];
      expect(tags.map((link) => pageOf(link.getAttribute('href')))).toEqual(post.tags.map((tag) => `/Blog/tags/${tag.slug}`));
    });

    it('ends with its comments where the owner chose them (a link to the discussion, the rest on a click), and nothing of them otherwise', () => {
      const section = screen.queryByRole('region', { name: SHIPPED_WORDS.en.comments.heading });
      if (!site.comments) return expect(section).toBeNull();
      const term = discussionTerm(pageUrl(postPath(post)));
      expect(within(required(section)).getByRole('link', { name: SHIPPED_WORDS.en.comments.onGitHub })).toHaveAttribute('href', discussionHref(site.comments, term));
      expect(document.querySelector('iframe')).toBeNull();
    });

    it('can be passed on: its share links carry its address', () => {
      const share = within(screen.getByRole('region', { name: SHIPPED_WORDS.en.share.heading }));
      const url = post.canonical ?? pageUrl(postPath(post));
      expect(share.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(Object.values(shareLinks({ url, title }, site.share.mastodon)));
    });

    it('shows the day it was updated, when it was', () => {
      // Its own: a related post at its end may show its own.
      const [updated = null] = screen.queryAllByText(WORDS.blogPage.updated, { exact: false }).filter((element) => !element.closest('section'));
      if (!post.updated) return expect(updated).toBeNull();
      expect(updated).toHaveTextContent(`${WORDS.blogPage.updated} ${formatPostDate(post.updated, post.language)}`);
      expect(required(updated).querySelector('time')).toHaveAttribute('dateTime', post.updated);
    });

    it('opens with its contents when it has three headings or more and has not said `toc: false`, each a link to its section', () => {
      const contents = screen.queryByRole('navigation', { name: WORDS.blogPage.contents });
      const body = required(document.querySelector('article'));
      const headings = [...body.querySelectorAll('h2, h3, h4, h5, h6')].filter((h) => !h.closest('nav, section'));
      const asked = required(readPostSources().find((source) => source.slug === post.slug)).matter.toc !== false;
      const toc = asked && headings.length >= 3;
      expect(Boolean(contents)).toBe(toc);
      if (!contents) return;
      const links = within(contents).getAllByRole('link');
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const link of links) {
        const target = document.getElementById(required(link.getAttribute('href')).slice(1));
        expect(target?.tagName).toMatch(/^H[23]$/);
        expect(target).toHaveTextContent(required(link.textContent));
      }
    });

    it('ends with up to three related posts, those sharing the most tags first', () => {
      const related = screen.queryByRole('region', { name: WORDS.blogPage.related });
      const shared = (other: (typeof posts)[number]) => other.tags.filter((tag) => post.tags.some((mine) => mine.slug === tag.slug)).length;
      const expected = posts
        .filter((other) => other !== post && shared(other) > 0)
        .sort((a, b) => shared(b) - shared(a))
        .slice(0, 3);
      expect(
        related
          ? within(related)
              .getAllByRole('link')
              .map((link) => [link.textContent, pageOf(link.getAttribute('href'))])
          : [],
      ).toEqual(expected.map((other) => [other.title, `/Blog/${other.slug}`]));
    });

    it('links each heading of its body to itself', () => {
      const headings = screen.getAllByRole('heading').filter((h) => h.closest('article') && !/^H1$/.test(h.tagName) && !h.closest('section.footnotes') && !h.closest('nav, section[aria-labelledby]'));
      expect(headings.length).toBeGreaterThan(0);
      for (const heading of headings) expect(within(heading).getByRole('link')).toHaveAttribute('href', `#${heading.id}`);
    });

    it('leads its links to the site’s own pages under the base path, as every other link of the site', () => {
      // The body's (the page's own links around it are next/link's, which Next gives the base path).
      const own = [...document.querySelectorAll('article > div a[href^="/"]')].map((a) => required(a.getAttribute('href')));
      expect(own.filter((href) => !href.startsWith(`${BASE_PATH}/`))).toEqual([]);
    });

    it('shows each code block, highlighted as classes where its language is known, never with a style attribute', () => {
      const article = required(document.querySelector('article'));
      expect(article.querySelectorAll('[style]')).toHaveLength(0);
      const fenced = post.tree.children.filter((node) => node.type === 'element' && node.tagName === 'pre');
      expect(article.querySelectorAll('pre')).toHaveLength(fenced.length);
      for (const block of article.querySelectorAll('pre.shiki')) expect(block.querySelector('span[class^="shiki-token-"]')).not.toBeNull();
    });

    it('shows its pictures as every content picture is shown, the first screen’s at once', () => {
      for (const [src, image] of post.pictures) {
        const img = screen.getByRole('img', { name: image.alt });
        expectPicture(img, image, 'article');
        expect(img.getAttribute('srcset')).toContain(`${BASE_PATH}/pictures/`);
        expect(src).toMatch(/^\/assets\//);
      }
      expect(screen.queryAllByRole('img').filter((img) => img.getAttribute('loading') === 'eager').length).toBeLessThanOrEqual(1);
    });

    it('links back to all posts, and on to the older and newer posts', () => {
      expect(screen.getByRole('link', { name: `${WORDS.blogPage.all}: ${site.blog.label}` })).toHaveAttribute('href', '/Blog');
      const pager = within(screen.getByRole('navigation', { name: site.blog.label }));
      const older = posts[i + 1];
      const newer = posts[i - 1];
      expect(pager.queryAllByRole('link').map((link) => pageOf(link.getAttribute('href')))).toEqual([older, newer].filter(Boolean).map((other) => `/Blog/${required(other).slug}`));
      if (older) expect(pager.getByRole('link', { name: `${WORDS.blogPage.previous} ${older.title}` })).toHaveAttribute('rel', 'prev');
      if (newer) expect(pager.getByRole('link', { name: `${WORDS.blogPage.next} ${newer.title}` })).toHaveAttribute('rel', 'next');
    });

    it('tells search engines it is a post by the owner', () => {
      const data = JSON.parse(required(required(document.querySelector('script[type="application/ld+json"]')).textContent));
      expect(data).toMatchObject({ '@type': 'BlogPosting', headline: title, datePublished: post.date, dateModified: post.updated ?? post.date, description: post.summary, author: { '@type': 'Person', name: site.name } });
      expect(new URL(data.url).pathname).toBe(`${BASE_PATH}/Blog/${post.slug}/`);
    });

    it('has its own title, description, link preview, and a canonical address where it first appeared', async () => {
      const metadata = await generateMetadata(params(post.slug));
      expect(metadata.title).toBe(title);
      expect(metadata.description).toBe(post.summary);
      const canonical = String(metadata.alternates?.canonical);
      if (post.canonical) expect(canonical).toBe(post.canonical);
      else expect(new URL(canonical).pathname).toBe(`${BASE_PATH}/Blog/${post.slug}/`);
      expect(metadata.openGraph).toMatchObject({ type: 'article', publishedTime: post.date, modifiedTime: post.updated });
      const [image] = required(metadata.openGraph).images as { url: string; width: number; height: number; alt: string }[];
      expect(new URL(image.url).pathname).toBe(`${BASE_PATH}/previews/posts/${post.slug}.png`);
      expect(image).toMatchObject({ width: 1200, height: 630 });
      expect(image.alt).toContain(title);
    });
  });
});
