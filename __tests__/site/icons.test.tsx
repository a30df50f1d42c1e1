/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { FaBars, FaHeart } from 'react-icons/fa6';
import Icon from '@/components/Icon';
import { about } from '@/content/about';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { designToken } from '@/lib/designTokens';
import { ICON_TONES, type IconTone, iconFiles, iconPath, iconSvg } from '@/lib/icons';
import { BASE_PATH } from '../support/basePath';

// The icons each part of the site shows, and the tone its component draws them in.
const shown: [string, IconTone, unknown[]][] = [
  ['the menu', 'text', [FaBars]],
  ['the footer’s profiles', 'text', site.profiles.map((profile) => profile.icon)],
  ['the projects’ stacks', 'muted', projects.entries.flatMap((project) => project.stack.map((tech) => tech.icon))],
  ['the skill and interest cards', 'accent', [...about.skills.cards, ...about.interests.cards].map((card) => card.icon)],
  ['the toolbox', 'accent', about.toolbox.tools.map((tool) => tool.icon)],
];
const files = iconFiles();

describe('the icon pictures', () => {
  it.each(shown)('exist for every icon of %s, in the %s tone', (_part, tone, icons) => {
    for (const icon of icons as Parameters<typeof iconPath>[0][]) {
      const path = iconPath(icon, tone);
      expect(path).toMatch(new RegExp(`^/glyphs/${tone}/i[0-9a-f]{10}\\.svg$`));
      expect(files).toContainEqual({ tone, file: path.split('/').pop() });
    }
  });

  it('are each a standalone SVG drawing in its tone’s colour, one file per distinct drawing', () => {
    for (const { tone, file } of files) {
      const svg = iconSvg(tone, file)!;
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="[\d. -]+"/);
      expect(svg).toContain(` color="${designToken(tone)}"`);
      expect(svg).toMatch(/<(path|circle|rect|polygon|g)\b/);
    }
    const keys = files.map(({ tone, file }) => `${tone}/${file}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(iconSvg('text', 'i0000000000.svg')).toBeUndefined();
  });

  it('take their colours from the tokens app/globals.css sets', () => {
    const css = readFileSync('app/globals.css', 'utf8');
    for (const tone of ICON_TONES) expect(css).toMatch(new RegExp(`--${tone}:\\s*${designToken(tone)};`));
    expect(() => designToken('no-such-token')).toThrow(/app\/globals\.css: no --no-such-token in :root/);
  });

  it('are what Icon shows: lazily, sized, under the base path, named or hidden from screen readers', () => {
    const [tech] = projects.entries[0].stack;
    const named = renderToStaticMarkup(<Icon icon={tech.icon} tone="muted" label={tech.id} />);
    expect(named).toContain(`src="${BASE_PATH}${iconPath(tech.icon, 'muted')}"`);
    expect(named).toContain(`alt="${tech.id}"`);
    expect(named).toMatch(/width="24" height="24" loading="lazy"/);
    expect(renderToStaticMarkup(<Icon icon={FaBars} tone="text" />)).toContain('alt=""');
  });

  it('fail the build, naming where to add it, for an icon not listed in its tone', () => {
    expect(() => iconPath(FaHeart, 'accent')).toThrow(/lib\/icons\.ts: the icon .* is not drawn in the accent tone; add it to `iconsByTone\.accent`/);
  });
});
