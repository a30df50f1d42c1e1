/** @jest-environment node */
import type { Metadata } from 'next';
import { generateStaticParams as iconFiles } from '@/app/icons/[icon]/route';
import manifest from '@/app/manifest';
import { generateStaticParams as previewImageFiles } from '@/app/previews/[image]/route';
import { generateStaticParams as projectPreviewImageFiles } from '@/app/previews/projects/[image]/route';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { posts } from '@/lib/posts/posts';
import { FIRST_WORDS } from '@/lib/content/contentIn';
import { PAGE_KINDS } from '@/lib/pages/pageKinds.mjs';
import { pageLabel } from '@/lib/seo/previews';
import { BASE_PATH } from '../support/basePath';
import { required } from '../../lib/required';

/** Each main page, as the navigation links it: its route's metadata, the title its preview carries, its preview's file. */
const pages = site.navigation.map(({ href, label }) => ({
  route: href,
  metadata: (require(`@/app/(site)${href === '/' ? '' : href}/page`) as { generateMetadata: (props: object) => Promise<Metadata> }).generateMetadata,
  title: href === '/' ? `${site.name} · ${site.role}` : `${label} · ${site.name}`,
  file: href === '/' ? 'home.png' : `${href.slice(1)}.png`,
}));

describe.each(pages)('$route link preview', ({ metadata: metadataOf, title, file }) => {
  let metadata: Metadata;
  beforeAll(async () => {
    metadata = await metadataOf({});
  });

  it('is titled with the page’s navigation label and the owner’s name', () => {
    expect(metadata.openGraph?.title).toBe(title);
    expect(metadata.twitter?.title).toBe(title);
  });

  it(`names its own 1200 × 630 PNG, ${file}, under the base path, with alt text naming the owner`, () => {
    const [image] = required(metadata.openGraph).images as { url: string; width: number; height: number; alt: string }[];
    expect(image.url).toMatch(new RegExp(`^https://[^/]+${BASE_PATH}/previews/${file.replace('.', '\\.')}$`));
    expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(image.alt).toContain(site.name);
    expect(image.alt).toContain(site.role);
    expect(metadata.twitter?.images).toEqual(metadata.openGraph?.images);
  });
});

describe('a page’s label, its title and its preview’s kicker', () => {
  it('is its navigation label, or the blog’s', () => {
    for (const { href, label } of site.navigation) expect(pageLabel(href)).toBe(label);
    expect(pageLabel('/Blog')).toBe(site.blog.label);
  });

  it('is, for a kind outside the navigation, its words’ label (search’s, as a kind added to the table would have)', () => {
    expect(pageLabel('/Search', site, FIRST_WORDS)).toBe(FIRST_WORDS.search.label);
    expect(() => pageLabel('/Blog/tags')).toThrow('The page /Blog/tags has no label: link it in the navigation (content/site.ts), or give its words one (tags.label in lib/i18n/words/)');
  });
});

// The pictures themselves (next/og, which Jest cannot load) are checked in the export by e2e/seo.spec.ts.
describe('the build writes a share image a page and the home-screen icons, named where they are used', () => {
  it('one share image a page (the blog’s once there are posts), and one a project', () => {
    // Every kind the page table gives a preview (the blog's once there are posts), named by its address.
    const previewed = Object.values(PAGE_KINDS).flatMap((kind) => ('preview' in kind && (!('exists' in kind) || posts.length) ? [kind.pattern] : []));
    expect(pages.map(({ route }) => route).filter((route) => !previewed.includes(route))).toEqual([]);
    expect(
      previewImageFiles()
        .map(({ image }) => image)
        .sort(),
    ).toEqual(previewed.map((path) => (path === '/' ? 'home.png' : `${path.slice(1)}.png`)).sort());
    expect(projectPreviewImageFiles()).toEqual(projects.entries.map(({ slug }) => ({ image: `${slug}.png` })));
  });

  it('home-screen icons at 180, 192 and 512 px, the last two in the manifest', () => {
    expect(iconFiles().map(({ icon }) => icon)).toEqual(['apple-touch-icon.png', 'icon-192.png', 'icon-512.png']);
    const { icons, name, start_url } = manifest();
    expect(name).toBe(`${site.name} · ${site.role}`);
    expect(start_url).toBe(`${BASE_PATH}/`);
    expect(icons).toEqual([
      { src: `${BASE_PATH}/icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${BASE_PATH}/icons/icon-512.png`, sizes: '512x512', type: 'image/png' },
    ]);
  });
});
