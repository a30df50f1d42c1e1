/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { aboutSchema, defineContent, experienceSchema, projectsSchema, siteSchema } from '@/content/schema';
// The schemas' own fixtures (a second owner's content, its pictures in PUBLIC_DIR), never the live content.
import { about } from '../fixtures/owner/content/about';
import { experience } from '../fixtures/owner/content/experience';
import { projects } from '../fixtures/owner/content/projects';
import { site } from '../fixtures/owner/content/site';
import { required } from '../../lib/required';

/** A deep copy that keeps functions (the icon components) as they are. */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)])) as T;
  }
  return value;
}

/** Valid content with one change, to see what the owner would see after a slip. */
function edited<T>(content: T, edit: (draft: T) => void): T {
  const draft = copy(content);
  edit(draft);
  return draft;
}

/** The message a content module stops the build with, or '' when it passes. */
function problems(define: () => unknown): string {
  try {
    define();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('content schemas reject a malformed entry, naming the module, the entry and the field', () => {
  it.each([
    [
      'a date range in the wrong form',
      () =>
        defineContent(
          'content/experience.ts',
          experienceSchema,
          edited(experience, (draft) => Object.assign(draft.entries[1], { dateRange: '2021-02 to 2024-12' })),
        ),
      ['content/experience.ts', 'entry entries[1] ("Senior Data Engineer")', 'field "dateRange"', 'must read like "Sep 2024 - Dec 2024"'],
    ],
    [
      'an empty company',
      () =>
        defineContent(
          'content/experience.ts',
          experienceSchema,
          edited(experience, (draft) => Object.assign(draft.entries[0], { company: '  ' })),
        ),
      ['content/experience.ts', 'entry entries[0] ("Staff Platform Engineer")', 'field "company"', 'must not be empty'],
    ],
    [
      'an image without alt text',
      () =>
        defineContent(
          'content/projects.ts',
          projectsSchema,
          edited(projects, (draft) => Object.assign(draft.entries[2].image, { alt: '' })),
        ),
      ['content/projects.ts', 'entry entries[2] ("Schema Guard")', 'field "image.alt"', 'alt text'],
    ],
    [
      'a repository link that is not https',
      () =>
        defineContent(
          'content/projects.ts',
          projectsSchema,
          edited(projects, (draft) => Object.assign(draft.entries[3], { link: 'github.com/priya-n/kafka-tap' })),
        ),
      ['entry entries[3] ("Kafka Tap")', 'field "link"', 'must be an https:// URL'],
    ],
    [
      'a stack icon that is not an icon component',
      () =>
        defineContent(
          'content/projects.ts',
          projectsSchema,
          // A name where an imported icon belongs, as an owner might write it.
          edited(projects, (draft) => Object.assign(draft.entries[0].stack[1], { icon: 'SiRust' as never })),
        ),
      ['entry entries[0] ("Ledger").stack[1] ("Tool 1")', 'field "icon"', 'react-icons'],
    ],
    [
      'an image path outside /assets/',
      () =>
        defineContent(
          'content/about.ts',
          aboutSchema,
          edited(about, (draft) => Object.assign(draft.bio.picture, { src: 'portrait.jpg' })),
        ),
      ['content/about.ts', 'field "bio.picture.src"', 'must be a file path under /assets/'],
    ],
    [
      'a navigation link to a page that does not exist',
      () =>
        defineContent(
          'content/site.ts',
          siteSchema,
          edited(site, (draft) => Object.assign(draft.navigation[1], { href: '/about' as never })),
        ),
      ['content/site.ts', 'entry navigation[1] ("Story")', 'field "href"'],
    ],
    [
      'a navigation without one of the pages',
      () =>
        defineContent(
          'content/site.ts',
          siteSchema,
          edited(site, (draft) => void draft.navigation.pop()),
        ),
      ['content/site.ts', 'field "navigation"', 'must link each page once: /, /About, ', required(site.navigation.at(-1)).href],
    ],
    [
      'a missing name',
      () =>
        defineContent(
          'content/site.ts',
          siteSchema,
          edited(site, (draft) => void delete (draft as Partial<typeof site>).name),
        ),
      ['content/site.ts', 'field "name"'],
    ],
    [
      'a resume that is not in public/',
      () =>
        defineContent(
          'content/site.ts',
          siteSchema,
          edited(site, (draft) => Object.assign(draft.resume, { src: '/assets/resume-2026.pdf' })),
        ),
      ['content/site.ts', 'field "resume.src"', 'public/assets/resume-2026.pdf does not exist'],
    ],
    [
      'an analytics origin with a path, or plain http away from this machine',
      () =>
        defineContent(
          'content/site.ts',
          siteSchema,
          edited(site, (draft) => Object.assign(draft, { analytics: { provider: 'plausible', origin: 'http://plausible.io/js', domain: 'priya.example' } })),
        ),
      ['content/site.ts', 'field "analytics.origin"', 'must be an https:// origin alone, such as "https://plausible.io"'],
    ],
    [
      'an Umami website id that is not one',
      () =>
        defineContent(
          'content/site.ts',
          siteSchema,
          edited(site, (draft) => Object.assign(draft, { analytics: { provider: 'umami', origin: 'https://cloud.umami.is', websiteId: 'my-site' } })),
        ),
      ['content/site.ts', 'field "analytics.websiteId"', 'must be the website id Umami gives, a UUID'],
    ],
    [
      'a provider the site does not know',
      () =>
        defineContent(
          'content/site.ts',
          siteSchema,
          edited(site, (draft) => Object.assign(draft, { analytics: { provider: 'matomo', origin: 'https://stats.example' } as never })),
        ),
      ['content/site.ts', 'field "analytics.provider"'],
    ],
    [
      'a giscus repository not written owner/name',
      () =>
        defineContent(
          'content/site.ts',
          siteSchema,
          edited(site, (draft) => Object.assign(required(draft.comments), { repo: 'https://github.com/priya-n/site' })),
        ),
      ['content/site.ts', 'field "comments.repo"', 'must be the repository as owner/name'],
    ],
    [
      'a Mastodon server written as an address',
      () =>
        defineContent(
          'content/site.ts',
          siteSchema,
          edited(site, (draft) => Object.assign(draft.share, { mastodon: 'https://hachyderm.io/' })),
        ),
      ['content/site.ts', 'field "share.mastodon"', 'must be a Mastodon server'],
    ],
  ])('%s', (_, define, fragments) => {
    const message = problems(define);
    expect(message).not.toBe('');
    for (const fragment of fragments) expect(message).toContain(fragment);
  });

  it('lists every problem, one per line', () => {
    const broken = edited(experience, (draft) => {
      draft.entries[1].title = '';
      draft.entries[2].icon.width = -64;
    });
    expect(() => defineContent('content/experience.ts', experienceSchema, broken)).toThrow(
      /Invalid content in content\/experience\.ts:\n {2}- entry entries\[1\] \(""\), field "title": must not be empty\n {2}- entry entries\[2\] \("Site Reliability Engineer"\), field "icon.width": /,
    );
  });
});

describe('third parties: none unless the owner chooses one', () => {
  const { analytics: _analytics, comments: _comments, share: _share, ...chosen } = site;
  it('chooses no analytics and no comments, and offers mastodon.social first, when content/site.ts says nothing', () => {
    const parsed = siteSchema.parse(chosen);
    expect([parsed.analytics, parsed.comments, parsed.share]).toEqual([undefined, undefined, { mastodon: 'mastodon.social' }]);
  });
  it('takes a self-hosted origin, or one on this machine for trying it, and giscus.app unless told another', () => {
    for (const origin of ['https://stats.priya.example', 'http://localhost:8080', 'http://127.0.0.1:3000']) {
      expect(siteSchema.parse({ ...chosen, analytics: { provider: 'goatcounter', origin } }).analytics?.origin).toBe(origin);
    }
    const { origin: _origin, ...giscus } = required(site.comments);
    expect(siteSchema.parse({ ...chosen, comments: giscus }).comments?.origin).toBe('https://giscus.app');
  });
});

describe('pictures: the owner writes a path and alt text; the size comes from the file', () => {
  const entry = { title: 'New job', company: 'Somewhere', dateRange: 'Jan 2026 - present' };
  const withIcon = (icon: { src: string; alt: string; width?: number; height?: number }) => defineContent('content/experience.ts', experienceSchema, { heading: 'Jobs', entries: [{ ...entry, icon }] });

  /** The short hash of a fixture picture's bytes, which names the variants the build writes of it. */
  const hashOf = (src: string) =>
    createHash('sha256')
      .update(readFileSync(join(required(process.env.PUBLIC_DIR), src)))
      .digest('hex')
      .slice(0, 12);

  it.each([
    ['an opaque PNG', '/assets/pics/ledger.png', { width: 800, height: 500, format: 'png', transparent: false }],
    // Stored 500 × 400 with EXIF orientation 6, as a phone keeps a portrait: laid out as it is shown, upright.
    ['a JPEG a phone stored sideways', '/assets/pics/portrait.jpg', { width: 400, height: 500, format: 'jpg', transparent: false }],
    ['an SVG with a width and height', '/assets/pics/badge.svg', { width: 56, height: 56, format: 'svg', transparent: true }],
    ['an SVG with only a viewBox', '/assets/pics/tile.svg', { width: 640, height: 400, format: 'svg', transparent: true }],
  ])('reads the size of %s', (_, src, size) => {
    expect(withIcon({ src, alt: 'A picture' }).entries[0].icon).toEqual({ src, alt: 'A picture', ...size, hash: hashOf(src) });
  });

  it('tells a PNG that may be transparent from an opaque one, so only the first falls back to PNG', async () => {
    const publicDir = process.env.PUBLIC_DIR;
    const elsewhere = mkdtempSync(join(tmpdir(), 'pictures-'));
    mkdirSync(join(elsewhere, 'assets'));
    await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toFile(join(elsewhere, 'assets', 'mark.png'));
    process.env.PUBLIC_DIR = elsewhere;
    try {
      expect(withIcon({ src: '/assets/mark.png', alt: 'Mark' }).entries[0].icon).toMatchObject({ format: 'png', transparent: true });
    } finally {
      process.env.PUBLIC_DIR = publicDir;
    }
  });

  it('accepts a size written by hand that matches the file, and names the file when it does not', () => {
    expect(withIcon({ src: '/assets/pics/ledger.png', alt: 'Ledger', width: 800, height: 500 }).entries[0].icon.width).toBe(800);
    const message = problems(() => withIcon({ src: '/assets/pics/ledger.png', alt: 'Ledger', width: 1200, height: 500 }));
    expect(message).toContain('Invalid content in content/experience.ts');
    expect(message).toContain('entry entries[0] ("New job"), field "icon.width": is 1200, but');
    expect(message).toContain('public/assets/pics/ledger.png is 800 px wide');
  });

  it('stops the build on a missing picture, naming the module, the entry and the path', () => {
    const message = problems(() =>
      defineContent(
        'content/projects.ts (projects)',
        projectsSchema,
        edited(projects, (draft) => Object.assign(draft.entries[7].image, { src: '/assets/pics/pager.png' })),
      ),
    );
    expect(message).toContain('Invalid content in content/projects.ts (projects)');
    expect(message).toContain('entry entries[7] ("Pager Calm"), field "image.src": ');
    expect(message).toContain('public/assets/pics/pager.png does not exist');
  });

  describe('stops the build on a picture the build cannot use, naming the entry, the field and the file, and saying what to do', () => {
    const publicDir = process.env.PUBLIC_DIR;
    let elsewhere: string;
    beforeEach(() => {
      elsewhere = mkdtempSync(join(tmpdir(), 'pictures-'));
      mkdirSync(join(elsewhere, 'assets'));
      process.env.PUBLIC_DIR = elsewhere;
    });
    afterEach(() => {
      process.env.PUBLIC_DIR = publicDir;
    });
    const fixture = (src: string) => readFileSync(join(required(publicDir), src));
    /** A PNG's signature and header, claiming a size its (missing) pixels do not have. */
    const pngHeader = (width: number, height: number) => {
      const header = Buffer.alloc(33);
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(header);
      header.writeUInt32BE(width, 16);
      header.writeUInt32BE(height, 20);
      header.set([8, 2, 0, 0, 0], 24);
      return header;
    };
    // An iPhone photo's first box: HEIF with the HEVC brand.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic')]);

    it.each([
      ['a web page saved as .png', 'page.png', () => '<!doctype html><title>Screenshot</title>', /assets\/page\.png is not a picture whose size can be read \(PNG, JPEG/],
      ['a truncated download', 'portrait.jpg', () => fixture('/assets/pics/portrait.jpg').subarray(0, 4000), /assets\/portrait\.jpg cannot be read as a JPEG picture \(.+\): it is damaged or incomplete; save or download it again/],
      ['a PNG whose pixels are missing', 'ledger.png', () => pngHeader(800, 500), /assets\/ledger\.png cannot be read as a PNG picture/],
      ['a HEIC photo from a phone', 'IMG_0042.heic', () => heic, /assets\/IMG_0042\.heic is a HEIC photo, which the build cannot read: convert it to JPEG/],
      [
        'a BMP',
        'logo.bmp',
        () => Buffer.concat([Buffer.from('BM'), Buffer.alloc(16), Buffer.from([16, 0, 0, 0, 16, 0, 0, 0]), Buffer.alloc(28)]),
        /assets\/logo\.bmp is a BMP picture, which browsers do not all show: convert it to PNG or JPEG/,
      ],
      ['a picture over 50 megapixels', 'panorama.png', () => pngHeader(12000, 5000), /assets\/panorama\.png is 12000 × 5000 px \(60 megapixels\), over the limit of 50: scale it down first/],
      ['a file over 25 MB', 'huge.jpg', () => Buffer.concat([fixture('/assets/pics/portrait.jpg'), Buffer.alloc(26 * 1024 * 1024)]), /assets\/huge\.jpg is 26\.0 MB, over the limit of 25 MB: scale it down/],
    ])('%s', (_, name, bytes, message) => {
      writeFileSync(join(elsewhere, 'assets', name), bytes());
      const problem = problems(() => withIcon({ src: `/assets/${name}`, alt: 'Broken' }));
      expect(problem).toContain('Invalid content in content/experience.ts');
      expect(problem).toContain('entry entries[0] ("New job"), field "icon.src": ');
      expect(problem).toMatch(message);
    });
  });
});

describe('project addresses: each project’s page is /Projects/<slug>/', () => {
  const withTitles = (...entries: { title: string; slug?: string }[]) =>
    defineContent('content/projects.ts (projects)', projectsSchema, {
      ...projects,
      entries: entries.map((entry) => ({ ...projects.entries[0], slug: undefined, ...entry })),
    }).entries.map((project) => project.slug);

  it('takes the title’s words in lowercase ASCII, joined by hyphens, unless the entry sets its own', () => {
    expect(withTitles({ title: 'Ecommerce WebApp' }, { title: '  Café  Crème: Orders & Søk! ' }, { title: 'Q3 Report', slug: 'report' })).toEqual(['ecommerce-webapp', 'cafe-creme-orders-and-sok', 'report']);
  });

  it('stops the build on a slug that is not lowercase words joined by hyphens', () => {
    const message = problems(() => withTitles({ title: 'Ledger', slug: 'My Ledger' }));
    expect(message).toContain('entry entries[0] ("Ledger"), field "slug": must be lowercase letters and digits joined by hyphens');
  });

  it('stops the build on a title with nothing an address can use and no slug', () => {
    expect(problems(() => withTitles({ title: '★★★' }))).toContain('entry entries[0] ("★★★"), field "slug": "★★★" has no letters or digits an address can use: set a slug');
  });

  it('stops the build when two projects would share an address, naming both', () => {
    const message = problems(() => withTitles({ title: 'Queue Doctor' }, { title: 'Ledger' }, { title: 'Queue-Doctor!' }));
    expect(message).toContain('Invalid content in content/projects.ts (projects)');
    expect(message).toContain('entry entries[2] ("Queue-Doctor!"), field "slug": "queue-doctor" is also the address of entries[0] ("Queue Doctor")');
    expect(problems(() => withTitles({ title: 'Ledger' }, { title: 'Ledger 2', slug: 'ledger' }))).toContain('entry entries[1] ("Ledger 2"), field "slug": "ledger" is also the address of entries[0] ("Ledger")');
  });
});

describe('what the resume needs beyond the pages', () => {
  it('is written by the build unless the owner links their own PDF', () => {
    const generated = defineContent(
      'content/site.ts',
      siteSchema,
      edited(site, (draft) => void delete draft.resume.src),
    );
    expect(generated.resume.href).toBe('/resume/priya-natarajan-resume.pdf');
    const own = defineContent(
      'content/site.ts',
      siteSchema,
      edited(site, (draft) => Object.assign(draft.resume, { src: '/assets/cv.pdf' })),
    );
    expect(own.resume.href).toBe('/assets/cv.pdf');
  });

  it.each([
    [
      'an e-mail address that is not one',
      () =>
        defineContent(
          'content/site.ts',
          siteSchema,
          edited(site, (draft) => Object.assign(draft, { email: 'priya at example' })),
        ),
      ['content/site.ts', 'field "email"', 'must be an e-mail address'],
    ],
    [
      'an empty highlight',
      () =>
        defineContent(
          'content/experience.ts',
          experienceSchema,
          edited(experience, (draft) => Object.assign(draft.entries[0], { highlights: ['Shipped it', ' '] })),
        ),
      ['content/experience.ts', 'entry entries[0] ("Staff Platform Engineer"), field "highlights[1]": must not be empty'],
    ],
    [
      'a school without its dates in the usual form',
      () =>
        defineContent(
          'content/about.ts',
          aboutSchema,
          edited(about, (draft) => Object.assign(required(draft.education)[1], { dateRange: '2010-2014' })),
        ),
      ['content/about.ts', 'entry education[1] ("BEng Computer Engineering")', 'field "dateRange"', 'must read like "Sep 2024 - Dec 2024"'],
    ],
  ])('stops the build on %s, naming where', (_, define, fragments) => {
    const message = problems(define);
    for (const fragment of fragments) expect(message).toContain(fragment);
  });
});
