/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

// The code reads top-down: pages use components, components use helpers, helpers read the owner's content, the
// content's schema reads the owner's files (lib/files/, build-time only), and nothing imports the layer above it, so
// an owner's content/ never depends on the code that presents it.
const LAYERS = ['app', 'components', 'lib', 'content', 'lib/files'];

/** Every module specifier a source file imports (static, dynamic, re-exports). */
function importsOf(source: string): string[] {
  const pattern = /\b(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2]);
}

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

const sources = LAYERS.flatMap((layer) =>
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

describe('the layers app/ → components/ → lib/ → content/ → lib/files/', () => {
  it('hold: no module imports from a layer above its own', () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(upwardImports(sources.map((file) => ({ file, source: readFileSync(file, 'utf8') })))).toEqual([]);
  });

  it('leave content/ what the owner edits and its schema: nothing there reads or encodes a file itself', () => {
    const readers = sources
      .filter((file) => layerOfPath(file) === 'content')
      .flatMap((file) => importsOf(readFileSync(file, 'utf8')).filter((specifier) => /^(node:|fs$|path$|sharp$|image-size$)/.test(specifier)).map((specifier) => `${file} → ${specifier}`));
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
      ]),
    ).toEqual([
      `${join('lib', 'draw.tsx')} → @/components/PreviewCard`,
      `${join('content', 'schema.ts')} → ../lib/publicFile`,
      `${join('components', 'Menu.tsx')} → @/app/page`,
      `${join('lib', 'types.ts')} → @/app/x`,
      `${join('lib', 'files', 'pictureFile.ts')} → @/content/site`,
    ]);
  });
});
