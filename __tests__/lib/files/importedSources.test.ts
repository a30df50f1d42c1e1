/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { keptFile } from '@/lib/files/buildCache';
import { importedSources } from '@/lib/files/importedSources';

describe('the sources a cache is keyed by (importedSources)', () => {
  it('cover every module the entry imports, however deep, so an edit to any is drawn again; not the owner’s content', () => {
    const root = mkdtempSync(join(tmpdir(), 'imported-'));
    const file = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    file('components/art/draw.tsx', "import Card from './Card';\nimport { size } from '@/lib/size';\nimport { site } from '@/content/site';\nimport sharp from 'sharp';");
    file('components/art/Card.tsx', "import Field from './Field';\nexport default Card;");
    file('components/art/Field.tsx', 'export default function Field() { return 1; }');
    file('lib/size.ts', "export { half } from './half';\nexport const size = 1;");
    file('lib/half.ts', 'export const half = 0.5;');
    file('content/site.ts', "export const site = { name: 'A' };");
    // The cache file a drawing of the same post is kept in, as draw.tsx names it.
    const kept = () => keptFile(join(root, '.cache'), `${importedSources('components/art/draw.tsx', root)}\0{"title":"A post"}`, '.png');
    const first = kept();
    expect(kept()).toBe(first);
    file('content/site.ts', "export const site = { name: 'B' };");
    expect(kept()).toBe(first);
    file('components/art/Field.tsx', 'export default function Field() { return 2; }');
    const second = kept();
    expect(second).not.toBe(first);
    file('lib/half.ts', 'export const half = 0.25;');
    expect(kept()).not.toBe(second);
  });

  it('hold, for the link previews, the drawing’s every component and helper (the particle field among them), and no content', () => {
    const files = importedSources(join('components', 'drawn-at-build', 'draw.tsx'))
      .split('\0')
      .filter((_, i) => i % 2 === 0);
    expect(files).toEqual(expect.arrayContaining([join('components', 'drawn-at-build', 'ParticleField.tsx'), join('components', 'drawn-at-build', 'PreviewText.tsx'), join('lib', 'fonts', 'drawingFonts.ts')]));
    expect(files.filter((path) => path.startsWith('content'))).toEqual([]);
  });
});
