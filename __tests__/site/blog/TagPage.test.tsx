import { render, screen } from '@testing-library/react';
import TagPage, { generateMetadata, generateStaticParams } from '@/app/Blog/tags/[tag]/page.tags';
import { site } from '@/content/site';
import { posts } from '@/lib/posts/posts';

const params = (tag: string) => ({ params: Promise.resolve({ tag }) });
const tags = [...new Map(posts.flatMap((post) => post.tags).map((tag) => [tag.slug, tag])).values()];

describe('a page per tag', () => {
  it('is written for every tag of a published post', () => {
    expect(tags.length).toBeGreaterThan(0);
    expect(generateStaticParams().map(({ tag }) => tag).sort()).toEqual(tags.map((tag) => tag.slug).sort());
  });

  it.each(tags.map((tag) => [tag.name, tag.slug]))('%s lists its posts, newest first', async (name, slug) => {
    render(await TagPage(params(slug)));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${site.blog.page.tagged} ${name}`);
    const tagged = posts.filter((post) => post.tags.some((tag) => tag.slug === slug));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(tagged.map((post) => post.title));
    expect(screen.getByRole('link', { name: `${site.blog.page.all}: ${site.blog.label}` })).toHaveAttribute('href', '/Blog');
    expect((await generateMetadata(params(slug))).title).toBe(`${site.blog.page.tagged} ${name}`);
  });
});
