import { minutesRead } from '../../support/minutesRead';
import { render, screen, within } from '@testing-library/react';
import type { Metadata } from 'next';
import BlogPage, { generateMetadata } from '@/app/(site)/Blog/page.blog';
import { site } from '@/content/site';
import { formatPostDate } from '@/lib/i18n/dates';
import { posts } from '@/lib/posts/posts';
import { readPostSources } from '@/lib/posts/postSources';
import { pageOf } from '../../support/basePath';
import { FIRST_WORDS as WORDS } from '@/lib/content/contentIn';
import { expectPicture } from '../../support/pictures';

/** The newest posts, as many as content/site.ts says a page holds. */
const firstPage = posts.slice(0, site.blog.perPage);

describe('the blog page', () => {
  let metadata: Metadata;
  beforeEach(async () => {
    render(await BlogPage({}));
    metadata = await generateMetadata({});
  });

  it('is headed by the blog’s label, with its description', () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([site.blog.label]);
    expect(screen.getByText(site.blog.description)).toBeInTheDocument();
    expect(metadata.title).toBe(site.blog.label);
  });

  it('lists the newest published posts, as many as a page holds, and no draft', () => {
    const drafts = readPostSources().filter((source) => source.matter.draft === true);
    expect(drafts.length).toBeGreaterThan(0);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(firstPage.map((post) => post.title));
    expect(posts.map((post) => post.date)).toEqual(
      posts
        .map((post) => post.date)
        .sort()
        .reverse(),
    );
    for (const draft of drafts) expect(titles).not.toContain(draft.matter.title);
  });

  it('shows each post’s link, day, reading time, summary, tags and picture', () => {
    const cards = screen.getAllByRole('article');
    firstPage.forEach((post, i) => {
      const card = within(cards[i]);
      expect(pageOf(card.getByRole('link', { name: post.title }).getAttribute('href'))).toBe(`/Blog/${post.slug}`);
      expect(card.getByText(formatPostDate(post.date, post.language)).closest('time')).toHaveAttribute('dateTime', post.date);
      expect(card.getByText(minutesRead(post.readingMinutes))).toBeInTheDocument();
      expect(card.getByText(post.summary)).toBeInTheDocument();
      const tags = post.tags.length ? card.getByRole('list', { name: WORDS.blogPage.tags }) : undefined;
      expect(
        tags
          ? within(tags)
              .getAllByRole('link')
              .map((link) => [link.textContent, pageOf(link.getAttribute('href'))])
          : [],
      ).toEqual(post.tags.map((tag) => [`#${tag.name}`, `/Blog/tags/${tag.slug}`]));
      if (post.image) expectPicture(card.getByRole('img', { name: post.image.alt }), post.image, 'card');
      else expect(card.queryByRole('img')).toBeNull();
    });
  });

  it('loads the first card’s picture at once and the others as they near the screen', () => {
    const pictures = screen.queryAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(pictures.map((img) => (img.getAttribute('alt') === firstPage[0].image?.alt ? 'eager' : 'lazy')));
  });
});
