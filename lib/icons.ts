import { createHash } from 'node:crypto';
import type { ReactElement, ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FaBars, FaFilePdf, FaXmark } from 'react-icons/fa6';
import { about } from '@/content/about';
import { projects } from '@/content/projects';
import type { Tech } from '@/content/schema';
import { site } from '@/content/site';

// Icons are drawn from react-icons at build time into SVG files that the pages point at with <use>: no icon code
// ships to the browser, no drawing is written twice into every page (its HTML and Next's payload), and, as the
// drawing fills with `currentColor`, each icon takes the colour of the text around it in every state (a link's hover
// and focus), in forced-colours mode too. The drawings come in one file per part of the site (a sheet): for each
// file a <use> points at, the browser fetches it and builds it a document of its own on the main thread, so a page
// holding twenty icons builds two documents rather than twenty, and still fetches only the icons its parts show.

const stackIcons = (stack: Tech[]) => stack.flatMap((tech) => tech.icon ?? []);

/**
 * The sheets, by the part of the site that shows them. (The background control's icons are drawn inline:
 * components/Icon.)
 */
const PARTS = {
  /** The navbar's menu button and the footer's profiles and resume, on every page. */
  layout: [FaBars, FaXmark, FaFilePdf, ...site.profiles.map((profile) => profile.icon)],
  /** Home's toolbox. */
  toolbox: stackIcons(about.toolbox.tools),
  /** About's skill and interest cards. */
  cards: [...about.skills.cards, ...about.interests.cards].map((card) => card.icon),
  /** The Projects page's cards: every project's stack. */
  projects: projects.entries.flatMap((project) => stackIcons(project.stack)),
} satisfies Record<string, IconType[]>;

/** A part of the site with icons: one of `PARTS`, or `project:<slug>` for a project's own page (its stack alone). */
export type Sheet = keyof typeof PARTS | `project:${string}`;

const SHEETS: [Sheet, IconType[]][] = [
  ...(Object.entries(PARTS) as [Sheet, IconType[]][]),
  ...projects.entries.map((project): [Sheet, IconType[]] => [`project:${project.slug}`, stackIcons(project.stack)]),
];

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

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** An icon's symbol, its id named for its drawing (so equal icons share one). */
function symbolOf(Icon: IconType): { id: string; symbol: string } {
  const { props, shapes } = iconDrawing(Icon);
  const drawing = `${attributes(props)}>${shapes}`;
  const id = `i${hash(drawing)}`;
  return { id, symbol: `<symbol id="${id}"${drawing}</symbol>` };
}

type SheetFile = { file: string; svg: string; ids: Map<IconType, string> };

/** A sheet as an SVG file of symbols, named for what it holds (so equal sheets share one file). */
function sheetFile(icons: IconType[]): SheetFile {
  const ids = new Map(icons.map((Icon) => [Icon, symbolOf(Icon)] as const));
  const symbols = [...new Set([...ids.values()].map(({ symbol }) => symbol))].join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
  return { file: `${hash(svg)}.svg`, svg, ids: new Map([...ids].map(([Icon, { id }]) => [Icon, id])) };
}

const sheets = new Map(SHEETS.map(([name, icons]) => [name, sheetFile(icons)]));

/**
 * Where an icon's drawing is in its part's sheet, as the site root sees it (`/glyphs/<file>.svg#<id>`); an icon its
 * sheet does not hold fails the build.
 */
export function iconHref(Icon: IconType, sheet: Sheet): string {
  const { file, ids } = sheets.get(sheet) ?? {};
  const id = ids?.get(Icon);
  if (!id) {
    throw new Error(`lib/icons.ts: the icon ${Icon.name || '(unnamed)'} is not in the sheet "${sheet}"; add it to \`PARTS\``);
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
