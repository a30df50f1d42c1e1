/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { about, aboutSchema } from '@/content/about';
import { experience, experienceSchema } from '@/content/experience';
import { projects, projectsSchema, showcase } from '@/content/projects';
import { defineContent } from '@/content/schema';
import { site, siteSchema } from '@/content/site';

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

describe('content schemas reject a malformed entry, naming the module, the entry and the field', () => {
  it.each([
    [
      'a date range in the wrong form',
      () =>
        defineContent(
          'content/experience.ts',
          experienceSchema,
          edited(experience, (draft) => void (draft.entries[3].dateRange = '2024-01 to 2024-04')),
        ),
      [
        'content/experience.ts',
        'entry entries[3] ("Development Intern")',
        'field "dateRange"',
        'must read like "Sep 2024 - Dec 2024"',
      ],
    ],
    [
      'an empty company',
      () =>
        defineContent(
          'content/experience.ts',
          experienceSchema,
          edited(experience, (draft) => void (draft.entries[0].company = '  ')),
        ),
      ['content/experience.ts', 'entry entries[0] ("Senior Intern Engineer")', 'field "company"', 'must not be empty'],
    ],
    [
      'an image without alt text',
      () =>
        defineContent(
          'content/projects.ts',
          projectsSchema,
          edited(projects, (draft) => void (draft.entries[2].image.alt = '')),
        ),
      ['content/projects.ts', 'entry entries[2] ("Personal Library")', 'field "image.alt"', 'alt text'],
    ],
    [
      'a repository link that is not https',
      () =>
        defineContent(
          'content/projects.ts',
          projectsSchema,
          edited(projects, (draft) => void (draft.entries[3].link = 'github.com/someone/quiz')),
        ),
      ['entry entries[3] ("Quiz App")', 'field "link"', 'must be an https:// URL'],
    ],
    [
      'a stack icon that is not an icon component',
      () =>
        defineContent(
          'content/projects.ts',
          projectsSchema,
          // A name where an imported icon belongs, as an owner might write it.
          edited(projects, (draft) => void (draft.entries[0].stack[1].icon = 'SiTypescript' as never)),
        ),
      ['entry entries[0] ("Threads Clone").stack[1] ("TypeScript")', 'field "icon"', 'react-icons'],
    ],
    [
      'an image path outside /assets/',
      () =>
        defineContent(
          'content/about.ts',
          aboutSchema,
          edited(about, (draft) => void (draft.bio.picture.src = 'bio.png')),
        ),
      ['content/about.ts', 'field "bio.picture.src"', 'must be a file path under /assets/'],
    ],
    [
      'a navigation link to a page that does not exist',
      () =>
        defineContent(
          'content/site.ts',
          siteSchema,
          edited(site, (draft) => void (draft.navigation[1].href = '/projects' as never)),
        ),
      ['content/site.ts', 'entry navigation[1] ("Portfolio")', 'field "href"'],
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
  ])('%s', (_, define, fragments) => {
    expect(define).toThrow(Error);
    let message = '';
    try {
      define();
    } catch (error) {
      message = (error as Error).message;
    }
    for (const fragment of fragments) expect(message).toContain(fragment);
  });

  it('lists every problem, one per line', () => {
    const broken = edited(experience, (draft) => {
      draft.entries[1].title = '';
      draft.entries[5].icon.width = -64;
    });
    expect(() => defineContent('content/experience.ts', experienceSchema, broken)).toThrow(
      /Invalid content in content\/experience\.ts:\n {2}- entry entries\[1\] \(""\), field "title": must not be empty\n {2}- entry entries\[5\] \("Junior Software Engineer"\), field "icon.width": /,
    );
  });

  it('accepts the content the site ships', () => {
    expect(() => defineContent('content/site.ts', siteSchema, site)).not.toThrow();
    expect(() => defineContent('content/about.ts', aboutSchema, about)).not.toThrow();
  });
});

describe('every image the content names is in public/ at the size the content declares', () => {
  const images = [
    site.logo,
    about.bio.picture,
    ...experience.entries.map((entry) => entry.icon),
    ...showcase.images,
    ...projects.entries.map((project) => project.image),
  ];

  /** The pixel size written in the file: the PNG header, or the root <svg>'s width and height. */
  function sizeOf(file: Buffer): { width: number; height: number } {
    if (file.subarray(1, 4).toString() === 'PNG') return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
    const root = file.toString('utf8').match(/<svg\b[^>]*>/)?.[0] ?? '';
    return { width: Number(root.match(/\bwidth="(\d+)"/)?.[1]), height: Number(root.match(/\bheight="(\d+)"/)?.[1]) };
  }

  it.each(images.map((image) => [image.src, image] as const))('%s', (_, image) => {
    expect(sizeOf(readFileSync(join('public', image.src)))).toEqual({ width: image.width, height: image.height });
  });

  it('the resume is a PDF', () => {
    expect(readFileSync(join('public', site.resume.src)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
