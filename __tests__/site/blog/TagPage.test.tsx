import { cleanup, render, screen, within } from '@testing-library/react';
import TagsPage, { generateMetadata as tagsMetadata } from '@/app/(site)/Blog/tags/page.tags';
import TagPage, { generateMetadata, generateStaticParams } from '@/app/(site)/Blog/tags/[tag]/page.tags';
import { site } from '@/content/site';
import { LANGUAGES } from '@/lib/i18n/languages';
import { contentIn, FIRST_WORDS } from '@/lib/content/contentIn';
import { posts, postsIn } from '@/lib/posts/posts';
import { tagsMetadata as tagsDescribed } from '@/lib/seo/pageMetadata';

import { pageOf } from '../../support/basePath';
import { required } from '../../../lib/required';
const params = (tag: string) => ({ params: Promise.resolve({ tag }) });
const tags = [...new Map(posts.flatMap((post) => post.tags).map((tag) => [tag.slug, tag])).values()];
const taggedWith = (slug: string) => posts.filter((post) => post.tags.some((tag) => tag.slug === slug));
const { perPage } = site.blog;
const words = FIRST_WORDS.blogPage;

describe('a page per tag', () => {
  it('is written for every tag of a published post', () => {
    expect(tags.length).toBeGreaterThan(0);
    expect(
      generateStaticParams()
        .map(({ tag }) => tag)
        .sort(),
    ).toEqual(tags.map((tag) => tag.slug).sort());
  });

  it.each(tags.map((tag) => [tag.name, tag.slug]))('%s lists its newest posts, as many as a page holds', async (name, slug) => {
    render(await TagPage(params(slug)));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${words.tagged} ${name}`);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      taggedWith(slug)
        .slice(0, perPage)
        .map((post) => post.title),
    );
    expect(screen.getByRole('link', { name: `${words.all}: ${site.blog.label}` })).toHaveAttribute('href', '/Blog');
    expect(screen.getByRole('link', { name: words.allTags })).toHaveAttribute('href', '/Blog/tags');
    expect((await generateMetadata(params(slug))).title).toBe(`${words.tagged} ${name}`);
    const pager = screen.queryByRole('navigation', { name: words.pages });
    expect(Boolean(pager)).toBe(taggedWith(slug).length > perPage);
    if (pager)
      expect(
        pageOf(
          within(pager)
            .getByRole('link', { name: `${words.older} →` })
            .getAttribute('href'),
        ),
      ).toBe(`/Blog/tags/${slug}/page/2`);
  });
});

describe('a tag’s pages after the first', () => {
  // A route only when a tag has more posts than a page holds (next.config.mjs): the owner's fixture has one.
  const paged = () => require('@/app/(site)/Blog/tags/[tag]/page/[page]/page.tagpaged') as typeof import('@/app/(site)/Blog/tags/[tag]/page/[page]/page.tagpaged');
  const expected = tags.flatMap((tag) => Array.from({ length: Math.ceil(taggedWith(tag.slug).length / perPage) - 1 }, (_, i) => ({ tag: tag.slug, page: String(i + 2) })));

  it('are written for every tag with more posts than a page holds, from page 2', () => {
    expect(expected.length).toBeGreaterThan(0);
    expect(paged().generateStaticParams()).toEqual(expect.arrayContaining(expected));
    expect(paged().generateStaticParams()).toHaveLength(expected.length);
  });

  it.each(expected.map(({ tag, page }) => [tag, page]))('/Blog/tags/%s/page/%s shows the tag’s next posts, titled as its page', async (slug, page) => {
    const n = Number(page);
    const { default: Page, generateMetadata: metadataOf } = paged();
    const props = { params: Promise.resolve({ tag: slug, page }) };
    render(await Page(props));
    const name = required(tags.find((tag) => tag.slug === slug)).name;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${words.tagged} ${name} · ${words.pageNumber} ${n}`);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      taggedWith(slug)
        .slice((n - 1) * perPage, n * perPage)
        .map((post) => post.title),
    );
    const pager = within(screen.getByRole('navigation', { name: words.pages }));
    expect(pager.getByRole('link', { name: `${words.pageNumber} ${n}` })).toHaveAttribute('aria-current', 'page');
    expect(pageOf(pager.getByRole('link', { name: `← ${words.newer}` }).getAttribute('href'))).toBe(n === 2 ? `/Blog/tags/${slug}` : `/Blog/tags/${slug}/page/${n - 1}`);
    expect((await metadataOf(props)).title).toBe(`${words.tagged} ${name} · ${words.pageNumber} ${n}`);
  });
});

describe('the page of every tag', () => {
  it('lists each tag by name with how many posts it has, each a link to its page', async () => {
    render(await TagsPage({}));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words.allTags);
    const links = within(screen.getByRole('list', { name: words.allTags })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, pageOf(link.getAttribute('href'))])).toEqual(
      // The count in the first language's words: English's one form for one post, its other for the rest.
      [...tags]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((tag) => {
          const count = taggedWith(tag.slug).length;
          return [`#${tag.name} ${(count === 1 ? required(words.postCount.one) : words.postCount.other).replace('{count}', String(count))}`, `/Blog/tags/${tag.slug}`];
        }),
    );
    expect((await tagsMetadata({})).title).toBe(words.allTags);
  });

  it('is described by how many topics there are, one topic as one', async () => {
    expect(tags.length).toBeGreaterThan(1);
    expect((await tagsMetadata({})).description).toBe(`The ${tags.length} topics ${site.name} writes about, with their posts.`);
    expect(tagsDescribed(1).description).toBe(`The 1 topic ${site.name} writes about, with its posts.`);
  });
});

describe('each other language’s tags', () => {
  // (None in a site of one language, or whose translated posts have no tag.)
  for (const language of LANGUAGES.slice(1).filter((code) => postsIn(code).some((post) => post.tags.length))) {
    it(`${language}: its tags page and each tag’s list its posts in ${language}, in its words, linked in ${language}`, async () => {
      const { words: own } = await contentIn(language);
      const translated = postsIn(language);
      const its = [...new Map(translated.flatMap((post) => post.tags).map((tag) => [tag.slug, tag])).values()];
      const lang = { params: Promise.resolve({ lang: language }) };
      render(await TagsPage(lang));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(own.blogPage.allTags);
      const links = within(screen.getByRole('list', { name: own.blogPage.allTags })).getAllByRole('link');
      expect(links.map((link) => pageOf(link.getAttribute('href'))).sort()).toEqual(its.map((tag) => `/${language}/Blog/tags/${tag.slug}`).sort());
      cleanup();
      for (const tag of its) {
        render(await TagPage({ params: Promise.resolve({ lang: language, tag: tag.slug }) }));
        // The tag as the owner wrote it, in the language's words around it.
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${own.blogPage.tagged} ${tag.name}`);
        const tagged = translated.filter((post) => post.tags.some((other) => other.slug === tag.slug));
        expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(tagged.slice(0, perPage).map((post) => post.title));
        expect(screen.getByRole('link', { name: own.blogPage.allTags })).toHaveAttribute('href', `/${language}/Blog/tags`);
        cleanup();
      }
    });
  }
});
