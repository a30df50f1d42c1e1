/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconType } from 'react-icons';
import { FaBars, FaFilePdf, FaHeart, FaPause, FaPlay, FaXmark } from 'react-icons/fa6';
import Icon from '@/components/Icon';
import { about } from '@/content/about';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { drawnAsPictures, iconFiles, iconHref, iconSvg, type Sheet } from '@/lib/glyphs/glyphSheets';
import { BASE_PATH } from '../support/basePath';
import { required } from '../../lib/required';

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
  const [, file, id] = required(iconHref(icon, sheet).match(/^\/glyphs\/([0-9a-f]{10}\.svg)#(i[0-9a-f]{10})$/));
  return { file, id };
};
/**
 * The drawings of an icon file, by id: each one's svg attributes and shapes. A file of symbols (for <use>) holds
 * them as <symbol>s; a file of pictures as <svg>s, each in its row of a column and named by a <view> of that row.
 */
function drawingsOf(file: string) {
  const svg = required(iconSvg(file));
  const symbols = [...svg.matchAll(/<symbol id="([^"]+)"([^>]*)>(.*?)<\/symbol>/g)].map(([, id, tag, shapes]) => [id, { tag, shapes }] as const);
  const cells = [...svg.matchAll(/<view id="([^"]+)" viewBox="0 (\d+) 1 1"\/><svg y="(\d+)" width="1" height="1"([^>]*)>(.*?)<\/svg>/g)].map(([, id, viewRow, row, tag, shapes]) => {
    expect(viewRow).toBe(row); // the view shows the drawing's own row
    return [id, { tag, shapes }] as const;
  });
  return new Map([...symbols, ...cells]);
}

/** An svg element's attributes, as a map. */
const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/ ([\w-:]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));

/** A colour of the design, as app/globals.css defines it. */
const token = (name: string) => required(readFileSync(join(process.cwd(), 'app', 'globals.css'), 'utf8').match(new RegExp(`${name}: ([^;]+);`)))[1];

/** The parts whose icons are pictures, in the colour the design gives them there; the layout's follow their links. */
const pictureColours: Record<string, string | undefined> = { layout: undefined, toolbox: '--icon', cards: '--icon', projects: '--icon-muted' };
const colourOf = (sheet: Sheet) => (sheet.startsWith('project:') ? '--icon' : pictureColours[sheet]);

describe('the icon files', () => {
  it.each(parts)('hold the drawings of %s in one file, and no others', (_part, sheet, icons) => {
    const pointedAt = icons.map((icon) => hrefOf(icon, sheet));
    // One file for the part, so its page fetches one file for all of them.
    expect(new Set(pointedAt.map(({ file }) => file)).size).toBe(icons.length ? 1 : 0);
    for (const { file, id } of pointedAt) {
      expect(files).toContain(file);
      expect(drawingsOf(file).has(id)).toBe(true);
    }
    // Nothing the part does not show: a page fetches only its parts' icons.
    if (icons.length) expect([...drawingsOf(pointedAt[0].file).keys()].sort()).toEqual([...new Set(pointedAt.map(({ id }) => id))].sort());
  });

  // A part with no icons has no file (above), so nothing to draw.
  it.each(parts.filter(([, , icons]) => icons.length))('draw %s in the colour of the text around them, or in the design’s colour for that part', (_part, sheet, icons) => {
    const { file } = hrefOf(icons[0], sheet);
    const svg = required(iconSvg(file));
    const colour = colourOf(sheet);
    if (colour) {
      // Pictures: the drawings fill with the file's colour; in forced-colours mode, with the scheme's text colour.
      expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="24" height="\\d+" viewBox="0 0 1 \\d+" color="${token(colour)}"><style>`));
      expect(svg).toContain('@media (forced-colors:active){svg{color:#000}}');
    } else {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol /);
      expect(drawnAsPictures(sheet)).toBe(false);
    }
    expect(drawnAsPictures(sheet)).toBe(Boolean(colour));
    for (const { tag, shapes } of drawingsOf(file).values()) {
      expect(attributesOf(tag).fill).toMatch(/^(currentColor|none)$/);
      expect(attributesOf(tag).viewBox).toMatch(/^[\d. -]+$/);
      expect(shapes).toMatch(/<(path|circle|rect|polygon|g)\b/);
    }
  });

  it('are each one file, and no other file is one', () => {
    expect(new Set(files).size).toBe(files.length);
    expect(iconSvg('0000000000.svg')).toBeUndefined();
  });

  it('draw exactly what React renders for each icon', () => {
    for (const [, sheet, icons] of parts) {
      for (const icon of icons) {
        const rendered = renderToStaticMarkup(createElement(icon));
        const [, svgTag, shapes] = required(rendered.match(/^(<svg[^>]*>)(.*)<\/svg>$/));
        const { file, id } = hrefOf(icon, sheet);
        const drawn = required(drawingsOf(file).get(id));
        expect(drawn.shapes).toBe(shapes);
        // Every attribute React gives the drawing, bar its size, namespace and role, which the page's element sets.
        const { width: _w, height: _h, xmlns: _x, role: _r, ...drawingAttributes } = attributesOf(svgTag);
        const { y: _y, width: _cw, height: _ch, ...drawnAttributes } = attributesOf(drawn.tag);
        expect(drawnAttributes).toEqual(drawingAttributes);
      }
    }
  });
});

describe('Icon', () => {
  it('shows a content icon as a low-priority picture of its drawing under the base path, named or decoration', () => {
    const tech = required(projects.entries.flatMap((project) => project.stack).find((item) => item.icon));
    const named = renderToStaticMarkup(<Icon icon={required(tech.icon)} sheet="projects" label={tech.id} />);
    const attributes = attributesOf(required(named.match(/^<img[^>]*>$/))[0]);
    expect(attributes).toEqual({
      class: 'glyph',
      alt: tech.id,
      title: tech.id,
      fetchPriority: 'low',
      decoding: 'async',
      src: `${BASE_PATH}${iconHref(required(tech.icon), 'projects')}`,
    });
    const card = about.skills.cards[0];
    expect(attributesOf(renderToStaticMarkup(<Icon icon={card.icon} sheet="cards" className="big" />))).toMatchObject({ class: 'glyph big', alt: '' });
  });

  it('points a link’s or a button’s icon at its drawing with <use>, named for screen readers or hidden from them', () => {
    const profile = site.profiles[0];
    const named = renderToStaticMarkup(<Icon icon={profile.icon} sheet="layout" label={profile.label} />);
    expect(named).toContain(`<use href="${BASE_PATH}${iconHref(profile.icon, 'layout')}">`);
    expect(named).toMatch(new RegExp(`^<svg class="glyph" role="img" aria-label="${profile.label}"`));
    expect(named).toContain(`<title>${profile.label}</title>`);
    const decoration = renderToStaticMarkup(<Icon icon={FaBars} sheet="layout" className="big" />);
    expect(decoration).toMatch(/^<svg class="glyph big" aria-hidden="true"/);
    expect(decoration).not.toContain('<title>');
  });

  it('draws the background control’s icons inline, as React renders them, hidden from screen readers: no file to fetch once the page runs', () => {
    for (const icon of [FaPause, FaPlay]) {
      const [, reactTag, shapes] = required(renderToStaticMarkup(createElement(icon)).match(/^(<svg[^>]*>)(.*)<\/svg>$/));
      const inline = renderToStaticMarkup(<Icon icon={icon} inline />);
      const [, inlineTag, drawn] = required(inline.match(/^(<svg[^>]*>)(.*)<\/svg>$/));
      expect(drawn).toBe(shapes);
      const { width: _w, height: _h, xmlns: _x, role: _r, ...drawingAttributes } = attributesOf(reactTag);
      expect(attributesOf(inlineTag)).toEqual({ class: 'glyph', 'aria-hidden': 'true', focusable: 'false', ...drawingAttributes });
      expect(inline).not.toContain('<use');
      // No file holds them.
      for (const [, sheet] of parts) expect(() => iconHref(icon, sheet)).toThrow(/is not in the sheet/);
    }
  });

  it('fails the build, naming where to add it, for an icon its part’s file does not hold', () => {
    expect(() => iconHref(FaHeart, 'layout')).toThrow(/lib\/glyphs\/glyphSheets\.ts: the icon FaHeart is not in the sheet "layout"; add it to `PARTS`/);
    expect(() => iconHref(FaBars, 'projects')).toThrow(/the icon FaBars is not in the sheet "projects"/);
  });
});
