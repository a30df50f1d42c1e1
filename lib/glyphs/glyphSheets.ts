import 'server-only';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FaBars, FaFilePdf, FaXmark } from 'react-icons/fa6';
import { about } from '@/content/about';
import { projects } from '@/content/projects';
import type { Tech } from '@/content/fields';
import { site } from '@/content/site';

// Icons are drawn from react-icons at build time into SVG files: no icon code ships to the browser, and no drawing
// is written twice into every page (its HTML and Next's payload). The drawings come in one file per part of the
// site (a sheet), so a page fetches only the icons its parts show, in one or two files. A part's icons are shown
// in one of two ways:
// - Those in links and buttons (the layout's) point at their drawing with <use>: it fills with `currentColor`, so
//   it takes the colour of the text around it in every state (hover, focus, forced colours).
// - Those in the content (stacks, tools, cards) are pictures, <img> of a <view> of the sheet, in the colour the
//   design gives them, drawn into the file. A picture can be fetched at low priority; Chromium fetches a <use>'s
//   file as soon as it parses it, where on a slow connection it competes with the page's first picture.

const stackIcons = (stack: Tech[]) => stack.flatMap((tech) => tech.icon ?? []);

// The design's colours, read at build time (once) so they have one home.
const globalCss = readFileSync(join(process.cwd(), 'app', 'globals.css'), 'utf8');

/** A design token of app/globals.css (`--accent`): its value. */
function designToken(name: `--${string}`): string {
  const value = globalCss.match(new RegExp(`^\\s*${name}:\\s*([^;]+);`, 'm'))?.[1].trim();
  if (!value) throw new Error(`lib/glyphs/glyphSheets.ts: app/globals.css defines no ${name}, the colour of some icons`);
  return value;
}

/**
 * The sheets, by the part of the site that shows them, with the colour their pictures are drawn in (a design
 * token); a part without one is drawn with <use>. (The background control's icons are drawn inline:
 * components/Icon.)
 */
const PARTS = {
  /** The navbar's menu button and the footer's profiles and resume, on every page. */
  layout: { icons: [FaBars, FaXmark, FaFilePdf, ...site.profiles.map((profile) => profile.icon)] },
  /** Home's toolbox. */
  toolbox: { icons: stackIcons(about.toolbox.tools), colour: '--icon' },
  /** About's skill and interest cards. */
  cards: { icons: [...about.skills.cards, ...about.interests.cards].map((card) => card.icon), colour: '--icon' },
  /** The Projects page's cards: every project's stack, small and muted. */
  projects: { icons: projects.entries.flatMap((project) => stackIcons(project.stack)), colour: '--icon-muted' },
} satisfies Record<string, Part>;

type Part = { icons: IconType[]; colour?: `--${string}` };

/** A part of the site with icons: one of `PARTS`, or `project:<slug>` for a project's own page (its stack alone). */
export type Sheet = keyof typeof PARTS | `project:${string}`;

const SHEETS: [Sheet, Part][] = [...(Object.entries(PARTS) as [Sheet, Part][]), ...projects.entries.map((project): [Sheet, Part] => [`project:${project.slug}`, { icons: stackIcons(project.stack), colour: '--icon' }])];

type IconElement = ReactElement<{ attr?: Record<string, string>; children?: ReactNode } & Record<string, unknown>>;

// React's own renderToStaticMarkup cannot run here: Next draws these files in its server-components build, where
// react-dom/server throws by design. So the markup of react-icons' elements (plain SVG elements with string
// attributes, nothing else) is written out below, and the tests hold it equal to renderToStaticMarkup's.

// SVG attributes whose React names are also their SVG names; every other camelCase name is written kebab-case.
const camelCaseAttributes = new Set(['viewBox', 'gradientTransform', 'gradientUnits', 'preserveAspectRatio', 'clipPathUnits']);
const attributeName = (name: string) => (camelCaseAttributes.has(name) ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
const escapeAttribute = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Attributes as SVG writes them: ` name="value"` each. */
const attributes = (props: Record<string, unknown>) =>
  Object.entries(props)
    .map(([name, value]) => ` ${attributeName(name)}="${escapeAttribute(value)}"`)
    .join('');

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

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** An icon's drawing as SVG markup (its attributes, `>`, its shapes), and an id named for it (so equal icons share one). */
function drawingOf(Icon: IconType): { id: string; drawing: string } {
  const { props, shapes } = iconDrawing(Icon);
  const drawing = `${attributes(props)}>${shapes}`;
  return { id: `i${hash(drawing)}`, drawing };
}

// In forced-colours mode a picture is not recoloured as text is: its file draws it in the scheme's text colour.
const FORCED_COLOURS = '@media (forced-colors:active){svg{color:#000}}@media (forced-colors:active) and (prefers-color-scheme:dark){svg{color:#fff}}';

/**
 * A sheet's SVG: symbols for <use>, or, in a colour, pictures: each drawing in a 1 × 1 cell of a column, with a
 * <view> of its cell, so `file.svg#id` in an <img> shows that drawing alone. (Its width and height give the file a
 * size of its own, which engines need to call a picture loaded.)
 */
function sheetSvg(drawings: { id: string; drawing: string }[], colour?: string): string {
  if (!colour) {
    return `<svg xmlns="http://www.w3.org/2000/svg">${drawings.map(({ id, drawing }) => `<symbol id="${id}"${drawing}</symbol>`).join('')}</svg>`;
  }
  const cells = drawings.map(({ id, drawing }, row) => `<view id="${id}" viewBox="0 ${row} 1 1"/><svg y="${row}" width="1" height="1"${drawing}</svg>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="${24 * drawings.length}" viewBox="0 0 1 ${drawings.length}" color="${colour}">` + `<style>${FORCED_COLOURS}</style>${cells.join('')}</svg>`;
}

type SheetFile = { file: string; svg: string; ids: Map<IconType, string>; picture: boolean };

/** A part's sheet as an SVG file, named for what it holds (so equal sheets share one file). */
function sheetFile({ icons, colour }: Part): SheetFile {
  const drawings = new Map(icons.map((Icon) => [Icon, drawingOf(Icon)] as const));
  const unique = [...new Map([...drawings.values()].map((drawing) => [drawing.id, drawing])).values()];
  const svg = sheetSvg(unique, colour && designToken(colour));
  return { file: `${hash(svg)}.svg`, svg, ids: new Map([...drawings].map(([Icon, { id }]) => [Icon, id])), picture: Boolean(colour) };
}

const sheets = new Map(SHEETS.map(([name, part]) => [name, sheetFile(part)]));

/** Whether a part's icons are pictures (<img>) rather than drawings pointed at with <use>. */
export function drawnAsPictures(sheet: Sheet): boolean {
  return sheets.get(sheet)?.picture ?? false;
}

/**
 * Where an icon's drawing is in its part's sheet, as the site root sees it (`/glyphs/<file>.svg#<id>`); an icon its
 * sheet does not hold fails the build.
 */
export function iconHref(Icon: IconType, sheet: Sheet): string {
  const { file, ids } = sheets.get(sheet) ?? {};
  const id = ids?.get(Icon);
  if (!id) {
    throw new Error(`lib/glyphs/glyphSheets.ts: the icon ${Icon.name || '(unnamed)'} is not in the sheet "${sheet}"; add it to \`PARTS\``);
  }
  return `/glyphs/${file}#${id}`;
}

/** Every icon file the export holds, one per distinct sheet. */
export function iconFiles(): string[] {
  return [...new Set([...sheets.values()].map((sheet) => sheet.file))];
}

/** An icon file's SVG, if it is one of them. */
export function iconSvg(file: string): string | undefined {
  return [...sheets.values()].find((sheet) => sheet.file === file)?.svg;
}
