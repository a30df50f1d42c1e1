/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { importsOf } from '@/lib/files/importedSources';
import { LAYERS } from './support/layers';

/** The layer a project path lies in: the longest layer folder it starts with. */
function layerOfPath(path: string): string | undefined {
  const slashed = normalize(path).split(sep).join('/');
  return LAYERS.filter((layer) => slashed === layer || slashed.startsWith(`${layer}/`)).sort((a, b) => b.length - a.length)[0];
}

/** The layer a specifier written in `file` lands in, if it is one of the project's own. */
function layerOf(file: string, specifier: string): string | undefined {
  const path = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? relative('.', join(dirname(file), specifier)) : undefined;
  return path === undefined ? undefined : layerOfPath(path);
}

/** Every module in the layers (the inner ones, lib/files/ and the page table, lie in lib/). */
const sources = LAYERS.filter((layer) => !layer.includes('/')).flatMap((layer) =>
  readdirSync(layer, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file))
    .map((file) => join(layer, file)),
);

/** Each import of `files` that runs up the layers, as `from → to`. */
function upwardImports(files: { file: string; source: string }[]): string[] {
  return files.flatMap(({ file, source }) => {
    const own = LAYERS.indexOf(layerOfPath(file) ?? '');
    return importsOf(source)
      .filter((specifier) => {
        const target = LAYERS.indexOf(layerOf(file, specifier) ?? '');
        return target !== -1 && target < own;
      })
      .map((specifier) => `${file} → ${specifier}`);
  });
}

describe('the layers app/ → components/ → lib/ → content/ → lib/files/ → the page table', () => {
  it('hold: no module imports from a layer above its own', () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(upwardImports(sources.map((file) => ({ file, source: readFileSync(file, 'utf8') })))).toEqual([]);
  });

  it('leave content/ what the owner edits and its schema: nothing there reads or encodes a file itself', () => {
    const readers = sources
      .filter((file) => layerOfPath(file) === 'content')
      .flatMap((file) =>
        importsOf(readFileSync(file, 'utf8'))
          .filter((specifier) => /^(node:|fs$|path$|sharp$|image-size$)/.test(specifier))
          .map((specifier) => `${file} → ${specifier}`),
      );
    expect(readers).toEqual([]);
  });

  it('are checked for every kind of import', () => {
    expect(
      upwardImports([
        { file: join('lib', 'draw.tsx'), source: "import PreviewCard from '@/components/PreviewCard';\nimport { x } from './x';" },
        { file: join('content', 'schema.ts'), source: "import {\n  publicFile,\n} from '../lib/publicFile';\nimport { z } from 'zod';" },
        { file: join('components', 'Menu.tsx'), source: "const page = await import('@/app/page');\nexport { a } from '@/lib/a';" },
        { file: join('lib', 'types.ts'), source: "import type { Site } from '@/content/schema';\nexport type { X } from '@/app/x';" },
        { file: join('lib', 'files', 'pictureFile.ts'), source: "import { site } from '@/content/site';\nimport { publicFile } from './publicFile';" },
        { file: join('content', 'schema.ts'), source: "import { readPictureFile } from '@/lib/files/pictureFile';" },
        { file: join('content', 'fields.ts'), source: "import { PAGE_KINDS } from '../lib/pages/pageKinds.mjs';\nimport { sitePolicy } from '../lib/pages/pagePolicy';" },
      ]),
    ).toEqual([
      `${join('lib', 'draw.tsx')} → @/components/PreviewCard`,
      `${join('content', 'schema.ts')} → ../lib/publicFile`,
      `${join('components', 'Menu.tsx')} → @/app/page`,
      `${join('lib', 'types.ts')} → @/app/x`,
      `${join('lib', 'files', 'pictureFile.ts')} → @/content/site`,
      `${join('content', 'fields.ts')} → ../lib/pages/pagePolicy`,
    ]);
  });
});

/** A module's unit within lib/: its folder (`posts` for lib/posts/posts.ts), or itself at lib/'s top (`navigation`). */
const unitOf = (path: string) =>
  relative('lib', path)
    .split(sep)[0]
    .replace(/\.(tsx?|mjs|js)$/, '');

/** Each import in lib/ that runs back up: from a unit to one that imports it back, directly or not, as `from → to`. */
function cyclesIn(files: { file: string; source: string }[]): string[] {
  const edges = new Map<string, Map<string, string[]>>();
  for (const { file, source } of files) {
    for (const specifier of importsOf(source)) {
      const path = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? join(dirname(file), specifier) : undefined;
      if (path === undefined || !normalize(path).startsWith(`lib${sep}`) || unitOf(path) === unitOf(file)) continue;
      const from = edges.get(unitOf(file)) ?? new Map<string, string[]>();
      edges.set(unitOf(file), from.set(unitOf(path), [...(from.get(unitOf(path)) ?? []), `${file} → ${specifier}`]));
    }
  }
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean => {
    if (from === to) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    return [...(edges.get(from)?.keys() ?? [])].some((next) => reaches(next, to, seen));
  };
  return [...edges].flatMap(([from, targets]) => [...targets].flatMap(([to, imports]) => (reaches(to, from) ? imports : [])));
}

describe("lib/'s folders", () => {
  it('are layers too: no folder imports one that imports it back, directly or through others', () => {
    const lib = sources.filter((file) => layerOfPath(file) === 'lib');
    expect(new Set(lib.map(unitOf)).size).toBeGreaterThan(10);
    expect(cyclesIn(lib.map((file) => ({ file, source: readFileSync(file, 'utf8') })))).toEqual([]);
  });

  it('are checked through any number of folders', () => {
    expect(
      cyclesIn([
        { file: join('lib', 'posts', 'posts.ts'), source: "import { a } from '../i18n/staleness';" },
        { file: join('lib', 'i18n', 'staleness.ts'), source: "import { b } from '@/lib/seo/siteUrl';" },
        { file: join('lib', 'seo', 'siteUrl.ts'), source: "import { c } from '../posts/postSources';\nimport { d } from '../oncePer';" },
        { file: join('lib', 'oncePer.ts'), source: "import { e } from './files/x';" },
      ]).sort(),
    ).toEqual([`${join('lib', 'i18n', 'staleness.ts')} → @/lib/seo/siteUrl`, `${join('lib', 'posts', 'posts.ts')} → ../i18n/staleness`, `${join('lib', 'seo', 'siteUrl.ts')} → ../posts/postSources`]);
  });
});
