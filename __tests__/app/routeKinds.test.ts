/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pageExtensions, ROUTE_KINDS } from '@/app/routeKinds.mjs';
import { required } from '../../lib/required';

// app/README.md: a route that exists only sometimes is a file named with an infix (`page.<infix>.tsx`) from the table
// in app/routeKinds.mjs, which next.config.mjs reads. A file whose infix the table lacks would never be a route, and a
// row with no file is a rule for nothing: both fail here.
const SPECIAL_FILE = /^(page|route|layout|error|loading|not-found|template|default)\.(?:(.+)\.)?(tsx?|mjs|js)$/;

const appFiles = readdirSync('app', { recursive: true, encoding: 'utf8' }).map((file) => file.split('\\').join('/'));
const infixed = appFiles.map((file) => ({ file: join('app', file), infix: SPECIAL_FILE.exec(required(file.split('/').pop()))?.[2] })).filter((entry): entry is { file: string; infix: string } => entry.infix !== undefined);

describe('the routes that exist only sometimes (app/routeKinds.mjs)', () => {
  it('name every infix a file in app/ carries', () => {
    const known = new Set(ROUTE_KINDS.map((kind) => kind.infix));
    expect(infixed.length).toBeGreaterThan(0);
    expect(infixed.filter(({ infix }) => !known.has(infix)).map(({ file }) => file)).toEqual([]);
  });

  it('have a file for every row, and say when and why', () => {
    for (const kind of ROUTE_KINDS) {
      expect({ infix: kind.infix, files: infixed.some(({ infix }) => infix === kind.infix) }).toEqual({ infix: kind.infix, files: true });
      expect(kind.why.length).toBeGreaterThan(10);
    }
  });

  const none = { published: false, tagged: false, paged: false, tagPaged: false, translated: false, translatedPaged: false, translatedTagged: false, translatedTagPaged: false };
  const all = Object.fromEntries(Object.keys(none).map((key) => [key, true])) as typeof none;

  it('are no routes for a site of one language without posts, and every kind for one with all of it', () => {
    expect(pageExtensions({ languages: 1, blog: none })).toEqual(['tsx', 'ts']);
    const every = pageExtensions({ languages: 3, blog: all });
    for (const { file } of infixed) expect(every.some((extension) => file.endsWith(`.${extension}`))).toBe(true);
  });

  it('follow the content: another language brings its pages, a tag its pages, and nothing else', () => {
    expect(pageExtensions({ languages: 2, blog: none })).toEqual(['tsx', 'ts', 'lang.tsx', 'lang.ts']);
    expect(pageExtensions({ languages: 1, blog: { ...none, published: true, tagged: true } })).toEqual(['tsx', 'ts', 'blog.tsx', 'blog.ts', 'tags.tsx', 'tags.ts']);
  });
});
