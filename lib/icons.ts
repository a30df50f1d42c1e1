import { createHash } from 'node:crypto';
import type { ReactElement, ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FaBars, FaFilePdf, FaPause, FaPlay, FaXmark } from 'react-icons/fa6';
import { about } from '@/content/about';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { designToken } from './designTokens';

// Icons are drawn from react-icons at build time into small SVG pictures, one per drawing and tone of the palette:
// no icon code ships to the browser, no drawing is written twice into every page (its HTML and Next's payload),
// and, loaded lazily like the other pictures, none holds up a page's first paint.

/** The palette's tones, each a design token of app/globals.css, and the icons drawn in each. */
const iconsByTone = {
  /** The layout's: the menu's, the background control's, the footer's profiles and resume. */
  text: [FaBars, FaXmark, FaPause, FaPlay, FaFilePdf, ...site.profiles.map((profile) => profile.icon)],
  /** The projects' technologies, beside each card's text. */
  muted: projects.entries.flatMap((project) => project.stack.map((tech) => tech.icon)),
  /** The highlights: the skill and interest cards, the toolbox. */
  accent: [...about.skills.cards, ...about.interests.cards, ...about.toolbox.tools].map((item) => item.icon),
} satisfies Record<string, IconType[]>;

export type IconTone = keyof typeof iconsByTone;
export const ICON_TONES = Object.keys(iconsByTone) as IconTone[];

type IconElement = ReactElement<{ attr?: Record<string, string>; children?: ReactNode } & Record<string, unknown>>;

// SVG attributes whose React names are also their SVG names; every other camelCase name is written kebab-case.
const camelCaseAttributes = new Set(['viewBox', 'gradientTransform', 'gradientUnits', 'preserveAspectRatio', 'clipPathUnits']);
const attributeName = (name: string) => (camelCaseAttributes.has(name) ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
const escape = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Attributes as SVG writes them: ` name="value"` each. */
const attributes = (props: Record<string, unknown>) =>
  Object.entries(props).map(([name, value]) => ` ${attributeName(name)}="${escape(value)}"`).join('');

/** The markup of a react-icons element tree (plain SVG elements with attributes, nothing else). */
function markup(node: ReactNode): string {
  if (Array.isArray(node)) return node.map(markup).join('');
  if (!node || typeof node !== 'object' || !('type' in node) || typeof node.type !== 'string') return '';
  const { children, ...rest } = (node as IconElement).props;
  return `<${node.type}${attributes(rest)}>${markup(children as ReactNode)}</${node.type}>`;
}

type Drawing = { file: string; svg: (colour: string) => string };

/** An icon as an SVG picture in a colour, named for its drawing (so equal icons share one file). */
function drawingOf(Icon: IconType): Drawing {
  // A react-icons component returns <IconBase attr={svg attributes}>{paths}</IconBase>.
  const { attr = {}, children } = (Icon({}) as IconElement).props;
  // The icon's own svg attributes (fill="none" and the like) win over the defaults; its role stays with the page.
  const { role: _role, ...own } = attr;
  const shapes = markup(children);
  const file = `i${createHash('sha256').update(`${attributes(own)}>${shapes}`).digest('hex').slice(0, 10)}.svg`;
  const defaults = { fill: 'currentColor', stroke: 'currentColor', strokeWidth: '0' };
  return { file, svg: (colour) => `<svg xmlns="http://www.w3.org/2000/svg"${attributes({ color: colour, ...defaults, ...own })}>${shapes}</svg>` };
}

/** Each icon's drawing, made once however many tones list it. */
const drawings = new Map<IconType, Drawing>();
for (const Icon of Object.values(iconsByTone).flat()) if (!drawings.has(Icon)) drawings.set(Icon, drawingOf(Icon));

/** Where an icon's picture in a tone is, as the site root sees it; an icon not listed in that tone fails the build. */
export function iconPath(Icon: IconType, tone: IconTone): string {
  if (!iconsByTone[tone].includes(Icon)) {
    throw new Error(`lib/icons.ts: the icon ${Icon.name || '(unnamed)'} is not drawn in the ${tone} tone; add it to \`iconsByTone.${tone}\``);
  }
  return `/glyphs/${tone}/${drawings.get(Icon)!.file}`;
}

/** Every icon picture the export holds: each distinct drawing in each tone it is listed in. */
export function iconFiles(): { tone: IconTone; file: string }[] {
  return ICON_TONES.flatMap((tone) => [...new Set(iconsByTone[tone].map((Icon) => drawings.get(Icon)!.file))].map((file) => ({ tone, file })));
}

/** An icon's picture: its drawing in the tone's colour (a picture cannot take the colour of the text around it). */
export function iconSvg(tone: IconTone, file: string): string | undefined {
  const Icon = iconsByTone[tone]?.find((candidate) => drawings.get(candidate)!.file === file);
  return Icon && drawings.get(Icon)!.svg(designToken(tone));
}
