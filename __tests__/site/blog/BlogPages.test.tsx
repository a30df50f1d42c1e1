import { render, screen, within } from '@testing-library/react';
import BlogPage from '@/app/(site)/Blog/page.blog';
import { site } from '@/content/site';
import { FIRST_WORDS as WORDS } from '@/lib/content/contentIn';
import { posts } from '@/lib/posts/posts';
import { pageOf } from '../../support/basePath';

// The pages after the first are a route only when the posts fill more than one (next.config.mjs): loaded when they do.
const { perPage } = site.blog;
const pageCount = Math.ceil(posts.length / perPage);
const paged = () => require('@/app/(site)/Blog/page/[page]/page.paged') as typeof import('@/app/(site)/Blog/page/[page]/page.paged');
const params = (page: number) => ({ params: Promise.resolve({ page: String(page) }) });
const { pages: pagesLabel, pageNumber, newer, older } = WORDS.blogPage;

/** The pager's links, as [name, address, current]. */
function pager() {
  const nav = screen.queryByRole('navigation', { name: pagesLabel });
  return nav
    ? within(nav)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label') ?? link.textContent, pageOf(link.getAttribute('href')), link.getAttribute('aria-current')])
    : [];
}

describe('pages of posts', () => {
  it('are as many as the posts fill, `perPage` a page (the owner’s fixture fills two)', () => {
    expect(pageCount).toBeGreaterThan(1);
    expect(paged().generateStaticParams()).toEqual(Array.from({ length: pageCount - 1 }, (_, i) => ({ page: String(i + 2) })));
  });

  it('the first, /Blog/, links to the others by number and to the older posts, marking itself current', async () => {
    render(await BlogPage({}));
    expect(pager()).toEqual([...Array.from({ length: pageCount }, (_, i) => [`${pageNumber} ${i + 1}`, i ? `/Blog/page/${i + 1}` : '/Blog', i ? null : 'page']), [`${older} →`, '/Blog/page/2', null]]);
  });

  it.each(Array.from({ length: pageCount - 1 }, (_, i) => i + 2))('page %i shows its posts, its own title and address, and links back to the newer', async (n) => {
    const { default: Page, generateMetadata } = paged();
    render(await Page(params(n)));
    const title = `${site.blog.label} · ${pageNumber} ${n}`;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(posts.slice((n - 1) * perPage, n * perPage).map((post) => post.title));
    const links = pager();
    expect(links[0]).toEqual([`← ${newer}`, n === 2 ? '/Blog' : `/Blog/page/${n - 1}`, null]);
    expect(links.filter(([, , current]) => current === 'page')).toEqual([[`${pageNumber} ${n}`, `/Blog/page/${n}`, 'page']]);
    expect(links.some(([name]) => name === `${older} →`)).toBe(n < pageCount);
    const metadata = await generateMetadata(params(n));
    expect(metadata.title).toBe(title);
    expect(new URL(String(metadata.alternates?.canonical)).pathname).toMatch(new RegExp(`/Blog/page/${n}/$`));
  });

  it('page 1 lives only at /Blog/', () => {
    expect(paged().generateStaticParams()).not.toContainEqual({ page: '1' });
  });
});
