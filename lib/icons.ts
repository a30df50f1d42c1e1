import { createHash } from 'node:crypto';
import type { ReactElement, ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FaBars, FaFilePdf, FaXmark } from 'react-icons/fa6';
import { about } from '@/content/about';
import { projects } from '@/content/projects';
import { site } from '@/content/site';

// Icons are drawn from react-icons at build time into small SVG files, one per drawing, that the pages point at
// with <use>: no icon code ships to the browser, no drawing is written twice into every page (its HTML and Next's
// payload), and, as the drawing fills with `currentColor`, each icon takes the colour of the text around it in
// every state (a link's hover and focus), in forced-colours mode too.

/**
 * Every icon the site shows as a file: the layout's own (menu, resume), then the content's. (The background
 * control's are drawn inline: components/Icon.)
 */
const ICONS: IconType[] = [
  FaBars,
  FaXmark,
  FaFilePdf,
  ...site.profiles.map((profile) => profile.icon),
  ...projects.entries.flatMap((project) => project.stack.map((tech) => tech.icon)),
  ...[...about.skills.cards, ...about.interests.cards, ...about.toolbox.tools].map((item) => item.icon),
].filter((icon): icon is IconType => icon !== undefined);

/** The id of the drawing in each icon file, which a page's `<use href="…#glyph">` points at. */
export const GLYPH_ID = 'glyph';

type IconElement = ReactElement<{ attr?: Record<string, string>; children?: ReactNode } & Record<string, unknown>>;

// React's own renderToStaticMarkup cannot run here: Next draws these files in its server-components build, where
// react-dom/server throws by design. So the markup of react-icons' elements (plain SVG elements with string
// attributes, nothing else) is written out below, and the tests hold it equal to renderToStaticMarkup's.

// SVG attributes whose React names are also their SVG names; every other camelCase name is written kebab-case.
const camelCaseAttributes = new Set(['viewBox', 'gradientTransform', 'gradientUnits', 'preserveAspectRatio', 'clipPathUnits']);
const attributeName = (name: string) => (camelCaseAttributes.has(name) ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
const escape = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Attributes as SVG writes them: ` name="value"` each. */
const attributes = (props: Record<string, unknown>) =>
  Object.entries(props).map(([name, value]) => ` ${attributeName(name)}="${escape(value)}"`).join('');

/** The markup of a react-icons element tree. */
function markup(node: ReactNode): string {
  if (Array.isArray(node)) return node.map(markup).join('');
  if (!node || typeof node !== 'object' || !('type' in node) || typeof node.type !== 'string') return '';
  const { children, ...rest } = (node as IconElement).props;
  return `<${node.type}${attributes(rest)}>${markup(children as ReactNode)}</${node.type}>`;
}

/**
 * An icon's drawing: its svg attributes, as React names them (react-icons' defaults, then the icon's own, such as
 * fill="none"; its role stays with the page), and the markup of its shapes.
 */
export function iconDrawing(Icon: IconType): { props: Record<string, string>; shapes: string } {
  // A react-icons component returns <IconBase attr={svg attributes}>{shapes}</IconBase>.
  const { attr = {}, children } = (Icon({}) as IconElement).props;
  const { role: _role, ...own } = attr;
  return { props: { fill: 'currentColor', stroke: 'currentColor', strokeWidth: '0', ...own }, shapes: markup(children) };
}

type Drawing = { file: string; svg: string };

/** An icon as an SVG file, named for its drawing (so equal icons share one file). */
function drawingOf(Icon: IconType): Drawing {
  const { props, shapes } = iconDrawing(Icon);
  const symbol = `<symbol id="${GLYPH_ID}"${attributes(props)}>${shapes}</symbol>`;
  const file = `i${createHash('sha256').update(symbol).digest('hex').slice(0, 10)}.svg`;
  return { file, svg: `<svg xmlns="http://www.w3.org/2000/svg">${symbol}</svg>` };
}

const drawings = new Map(ICONS.map((Icon) => [Icon, drawingOf(Icon)]));

/** Where an icon's drawing is, as the site root sees it; an icon not listed above fails the build. */
export function iconPath(Icon: IconType): string {
  const drawing = drawings.get(Icon);
  if (!drawing) throw new Error(`lib/icons.ts: the icon ${Icon.name || '(unnamed)'} is not drawn; add it to \`ICONS\``);
  return `/glyphs/${drawing.file}`;
}

/** Every icon file the export holds, one per distinct drawing. */
export function iconFiles(): string[] {
  return [...new Set([...drawings.values()].map((drawing) => drawing.file))];
}

/** An icon file's SVG, if it is one of them. */
export function iconSvg(file: string): string | undefined {
  return [...drawings.values()].find((drawing) => drawing.file === file)?.svg;
}
