/** @jest-environment node */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconType } from 'react-icons';
import { FaBars, FaFilePdf, FaHeart, FaPause, FaPlay, FaXmark } from 'react-icons/fa6';
import Icon from '@/components/Icon';
import { about } from '@/content/about';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { iconFiles, iconHref, iconSvg, type Sheet } from '@/lib/icons';
import { BASE_PATH } from '../support/basePath';

// A technology react-icons has no icon for is written out instead (TechIcons).
const stack = (items: { icon?: IconType }[]) => items.flatMap((item) => item.icon ?? []);

// The icons each part of the site shows, and the part's sheet.
const parts: [string, Sheet, IconType[]][] = [
  ['the menu and the footer', 'layout', [FaBars, FaXmark, FaFilePdf, ...site.profiles.map((profile) => profile.icon)]],
  ['Home’s toolbox', 'toolbox', stack(about.toolbox.tools)],
  ['About’s skill and interest cards', 'cards', [...about.skills.cards, ...about.interests.cards].map((card) => card.icon)],
  ['the Projects page’s cards', 'projects', projects.entries.flatMap((project) => stack(project.stack))],
  ...projects.entries.map((project): [string, Sheet, IconType[]] => [`${project.title}’s page`, `project:${project.slug}`, stack(project.stack)]),
];
const files = iconFiles();
const hrefOf = (icon: IconType, sheet: Sheet) => {
  const [, file, id] = iconHref(icon, sheet).match(/^\/glyphs\/([0-9a-f]{10}\.svg)#(i[0-9a-f]{10})$/)!;
  return { file, id };
};
/** The symbols of an icon file: each one's attributes and shapes, by id. */
const symbolsOf = (file: string) =>
  new Map([...iconSvg(file)!.matchAll(/<symbol id="([^"]+)"([^>]*)>(.*?)<\/symbol>/g)].map(([, id, tag, shapes]) => [id, { tag, shapes }]));

/** An svg element's attributes, as a map. */
const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/ ([\w-:]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));

describe('the icon files', () => {
  it.each(parts)('hold the drawings of %s in one file, and no others', (_part, sheet, icons) => {
    const pointedAt = icons.map((icon) => hrefOf(icon, sheet));
    // One file for the part, so its page builds one document for all of them.
    expect(new Set(pointedAt.map(({ file }) => file)).size).toBe(icons.length ? 1 : 0);
    for (const { file, id } of pointedAt) {
      expect(files).toContain(file);
      expect(symbolsOf(file).has(id)).toBe(true);
    }
    // Nothing the part does not show: a page fetches only its parts' icons.
    if (icons.length) expect([...symbolsOf(pointedAt[0].file).keys()].sort()).toEqual([...new Set(pointedAt.map(({ id }) => id))].sort());
  });

  it('are each a standalone SVG file of drawings that fill with the colour of the text around them', () => {
    for (const file of files) {
      const svg = iconSvg(file)!;
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg">(<symbol id="i[0-9a-f]{10}"[^>]* viewBox="[\d. -]+"[^>]*>.*?<\/symbol>)+<\/svg>$/);
      for (const { tag, shapes } of symbolsOf(file).values()) {
        expect(attributesOf(tag).fill).toMatch(/^(currentColor|none)$/);
        expect(shapes).toMatch(/<(path|circle|rect|polygon|g)\b/);
      }
    }
    expect(new Set(files).size).toBe(files.length);
    expect(iconSvg('0000000000.svg')).toBeUndefined();
  });

  it('draw exactly what React renders for each icon', () => {
    for (const [, sheet, icons] of parts) {
      for (const icon of icons) {
        const rendered = renderToStaticMarkup(createElement(icon));
        const [, svgTag, shapes] = rendered.match(/^(<svg[^>]*>)(.*)<\/svg>$/)!;
        const { file, id } = hrefOf(icon, sheet);
        const drawn = symbolsOf(file).get(id)!;
        expect(drawn.shapes).toBe(shapes);
        // Every attribute React gives the drawing, bar its size, namespace and role, which the page's <svg> sets.
        const { width: _w, height: _h, xmlns: _x, role: _r, ...drawingAttributes } = attributesOf(svgTag);
        expect(attributesOf(drawn.tag)).toEqual(drawingAttributes);
      }
    }
  });
});

describe('Icon', () => {
  it('points at its drawing under the base path, named for screen readers or hidden from them', () => {
    const tech = projects.entries.flatMap((project) => project.stack).find((item) => item.icon)!;
    const named = renderToStaticMarkup(<Icon icon={tech.icon!} sheet="projects" label={tech.id} />);
    expect(named).toContain(`<use href="${BASE_PATH}${iconHref(tech.icon!, 'projects')}">`);
    expect(named).toMatch(new RegExp(`^<svg class="glyph" role="img" aria-label="${tech.id}"`));
    expect(named).toContain(`<title>${tech.id}</title>`);
    const decoration = renderToStaticMarkup(<Icon icon={FaBars} sheet="layout" className="big" />);
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
      // No file holds them.
      for (const [, sheet] of parts) expect(() => iconHref(icon, sheet)).toThrow(/is not in the sheet/);
    }
  });

  it('fails the build, naming where to add it, for an icon its part’s file does not hold', () => {
    expect(() => iconHref(FaHeart, 'layout')).toThrow(/lib\/icons\.ts: the icon FaHeart is not in the sheet "layout"; add it to `PARTS`/);
    expect(() => iconHref(FaBars, 'projects')).toThrow(/the icon FaBars is not in the sheet "projects"/);
  });
});
