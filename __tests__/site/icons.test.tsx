/** @jest-environment node */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IconType } from 'react-icons';
import { FaBars, FaFilePdf, FaHeart, FaPause, FaPlay, FaXmark } from 'react-icons/fa6';
import Icon from '@/components/Icon';
import { about } from '@/content/about';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { iconHref, iconSprite } from '@/lib/icons';
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
/** The symbols of the icons' file, by id: each opening tag and the shapes inside. */
const symbols = new Map([...iconSprite.svg.matchAll(/(<symbol id="([^"]+)"[^>]*>)(.*?)<\/symbol>/g)].map(([, tag, id, shapes]) => [id, { tag, shapes }]));
const symbolOf = (icon: IconType) => symbols.get(iconHref(icon).split('#')[1]);

/** An svg element's attributes, as a map. */
const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/ ([\w-:]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));

describe('the icons’ file', () => {
  it.each(shown)('holds every icon of %s', (_part, icons) => {
    for (const icon of icons) {
      expect(iconHref(icon)).toMatch(new RegExp(`^/glyphs/${iconSprite.file.replace('.', '\\.')}#i[0-9a-f]{10}$`));
      expect(symbolOf(icon)).toBeDefined();
    }
  });

  it('is one standalone SVG file, named for its drawings, each once, filling with the colour of the text around it', () => {
    expect(iconSprite.file).toMatch(/^icons-[0-9a-f]{10}\.svg$/);
    expect(iconSprite.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol /);
    expect(iconSprite.svg).toMatch(/<\/symbol><\/svg>$/);
    const ids = [...iconSprite.svg.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every symbol drawn, and drawn by one icon at least: the file carries nothing the site does not show.
    expect(new Set(shown.flatMap(([, icons]) => icons).map((icon) => iconHref(icon).split('#')[1]))).toEqual(new Set(ids));
    for (const { tag, shapes } of symbols.values()) {
      expect(tag).toMatch(/ viewBox="[\d. -]+"/);
      expect(shapes).toMatch(/<(path|circle|rect|polygon|g)\b/);
    }
  });

  it('draws exactly what React renders for each icon', () => {
    for (const icon of shown.flatMap(([, icons]) => icons)) {
      const rendered = renderToStaticMarkup(createElement(icon));
      const [, svgTag, shapes] = rendered.match(/^(<svg[^>]*>)(.*)<\/svg>$/)!;
      const { tag, shapes: drawn } = symbolOf(icon)!;
      expect(drawn).toBe(shapes);
      // Every attribute React gives the drawing, bar its size, namespace and role, which the page's <svg> sets.
      const { width: _w, height: _h, xmlns: _x, role: _r, ...drawingAttributes } = attributesOf(svgTag);
      const { id: _id, ...symbolAttributes } = attributesOf(tag);
      expect(symbolAttributes).toEqual(drawingAttributes);
    }
  });
});

describe('Icon', () => {
  it('points at its drawing under the base path, named for screen readers or hidden from them', () => {
    const tech = projects.entries.flatMap((project) => project.stack).find((item) => item.icon)!;
    const named = renderToStaticMarkup(<Icon icon={tech.icon!} label={tech.id} />);
    expect(named).toContain(`<use href="${BASE_PATH}${iconHref(tech.icon!)}">`);
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
      // The icons' file does not hold them.
      expect(() => iconHref(icon)).toThrow(/is not drawn/);
    }
  });

  it('fails the build, naming where to add it, for an icon that is not drawn', () => {
    expect(() => iconHref(FaHeart)).toThrow(/lib\/icons\.ts: the icon FaHeart is not drawn; add it to `ICONS`/);
  });
});
