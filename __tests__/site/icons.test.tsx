/** @jest-environment node */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconType } from 'react-icons';
import { FaBars, FaFilePdf, FaHeart, FaPause, FaPlay, FaXmark } from 'react-icons/fa6';
import Icon from '@/components/Icon';
import { about } from '@/content/about';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { GLYPH_ID, iconFiles, iconPath, iconSvg } from '@/lib/icons';
import { BASE_PATH } from '../support/basePath';

// The icons each part of the site shows.
const shown: [string, IconType[]][] = [
  ['the menu and the resume link', [FaBars, FaXmark, FaFilePdf]],
  ['the footer’s profiles', site.profiles.map((profile) => profile.icon)],
  // A technology react-icons has no icon for is written out instead (TechIcons).
  ['the projects’ stacks', projects.entries.flatMap((project) => project.stack.flatMap((tech) => tech.icon ?? []))],
  ['the skill and interest cards', [...about.skills.cards, ...about.interests.cards].map((card) => card.icon)],
  ['the toolbox', about.toolbox.tools.flatMap((tool) => tool.icon ?? [])],
];
const files = iconFiles();
const fileOf = (icon: IconType) => iconPath(icon).split('/').pop()!;

/** An svg element's attributes, as a map. */
const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/ ([\w-:]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));

describe('the icon files', () => {
  it.each(shown)('exist for every icon of %s', (_part, icons) => {
    for (const icon of icons) {
      expect(iconPath(icon)).toMatch(/^\/glyphs\/i[0-9a-f]{10}\.svg$/);
      expect(files).toContain(fileOf(icon));
    }
  });

  it('are each a standalone SVG file with one drawing that fills with the colour of the text around it', () => {
    for (const file of files) {
      const svg = iconSvg(file)!;
      expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg"><symbol id="${GLYPH_ID}"[^>]* viewBox="[\\d. -]+"`));
      expect(svg).toMatch(/<(path|circle|rect|polygon|g)\b/);
      expect(svg).toMatch(/<\/symbol><\/svg>$/);
    }
    expect(new Set(files).size).toBe(files.length);
    expect(iconSvg('i0000000000.svg')).toBeUndefined();
  });

  it('draw exactly what React renders for each icon', () => {
    for (const icon of shown.flatMap(([, icons]) => icons)) {
      const rendered = renderToStaticMarkup(createElement(icon));
      const [, svgTag, shapes] = rendered.match(/^(<svg[^>]*>)(.*)<\/svg>$/)!;
      const [, symbolTag, drawn] = iconSvg(fileOf(icon))!.match(/(<symbol[^>]*>)(.*)<\/symbol>/)!;
      expect(drawn).toBe(shapes);
      // Every attribute React gives the drawing, bar its size, namespace and role, which the page's <svg> sets.
      const { width: _w, height: _h, xmlns: _x, role: _r, ...drawingAttributes } = attributesOf(svgTag);
      expect(attributesOf(symbolTag)).toEqual({ id: GLYPH_ID, ...drawingAttributes });
    }
  });
});

describe('Icon', () => {
  it('points at its drawing under the base path, named for screen readers or hidden from them', () => {
    const tech = projects.entries.flatMap((project) => project.stack).find((item) => item.icon)!;
    const named = renderToStaticMarkup(<Icon icon={tech.icon!} label={tech.id} />);
    expect(named).toContain(`<use href="${BASE_PATH}${iconPath(tech.icon!)}#${GLYPH_ID}">`);
    expect(named).toMatch(new RegExp(`^<svg class="glyph" role="img" aria-label="${tech.id}"`));
    expect(named).toContain(`<title>${tech.id}</title>`);
    const decoration = renderToStaticMarkup(<Icon icon={FaBars} className="big" />);
    expect(decoration).toMatch(/^<svg class="glyph big" aria-hidden="true"/);
    expect(decoration).not.toContain('<title>');
  });

  it('draws the background control’s icons inline, as React renders them, hidden from screen readers: no file to fetch once the page runs', () => {
    for (const icon of [FaPause, FaPlay]) {
      const [, reactTag, shapes] = renderToStaticMarkup(createElement(icon)).match(/^(<svg[^>]*>)(.*)<\/svg>$/)!;
      const inline = renderToStaticMarkup(<Icon icon={icon} inline />);
      const [, inlineTag, drawn] = inline.match(/^(<svg[^>]*>)(.*)<\/svg>$/)!;
      expect(drawn).toBe(shapes);
      const { width: _w, height: _h, xmlns: _x, role: _r, ...drawingAttributes } = attributesOf(reactTag);
      expect(attributesOf(inlineTag)).toEqual({ class: 'glyph', 'aria-hidden': 'true', focusable: 'false', ...drawingAttributes });
      expect(inline).not.toContain('<use');
      // No file is written for them.
      expect(() => iconPath(icon)).toThrow(/is not drawn/);
    }
  });

  it('fails the build, naming where to add it, for an icon that is not drawn', () => {
    expect(() => iconPath(FaHeart)).toThrow(/lib\/icons\.ts: the icon FaHeart is not drawn; add it to `ICONS`/);
  });
});
