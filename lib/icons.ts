import { createHash } from 'node:crypto';
import type { ReactElement, ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FaBars, FaFilePdf, FaPause, FaPlay, FaXmark } from 'react-icons/fa6';
import { about } from '@/content/about';
import { projects } from '@/content/projects';
import { site } from '@/content/site';

// The server-rendered icons are drawn from one SVG sprite, fetched once and cached, instead of being written out in
// full, twice (in the HTML and in Next's payload), into every page.

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

/** An icon as a sprite symbol: its id (from its drawing, so equal icons share one) and the symbol's markup. */
function symbolOf(Icon: IconType): { id: string; symbol: string } {
  // A react-icons component returns <IconBase attr={svg attributes}>{paths}</IconBase>.
  const { attr = {}, children } = (Icon({}) as IconElement).props;
  // The icon's own svg attributes (fill="none" and the like) go on the symbol; its role stays with the page.
  const { role: _role, ...own } = attr;
  const inside = `${attributes(own)}>${markup(children)}`;
  const id = `i${createHash('sha256').update(inside).digest('hex').slice(0, 10)}`;
  return { id, symbol: `<symbol id="${id}"${inside}</symbol>` };
}

/** Every icon the pages draw: the content's, the footer's resume icon, the menu's and the background control's. */
const icons: IconType[] = [
  FaFilePdf,
  FaBars,
  FaXmark,
  FaPause,
  FaPlay,
  ...site.profiles.map((profile) => profile.icon),
  ...projects.entries.flatMap((project) => project.stack.map((tech) => tech.icon)),
  ...[...about.skills.cards, ...about.interests.cards].map((card) => card.icon),
  ...about.toolbox.tools.map((tool) => tool.icon),
];
const symbols = new Map(icons.map((Icon) => [Icon, symbolOf(Icon)]));

/** Where the sprite is, as the site root sees it. */
export const SPRITE_PATH = '/icons/sprite.svg';

/** The sprite file: one symbol per distinct icon. */
export function spriteSvg(): string {
  const unique = new Map([...symbols.values()].map(({ id, symbol }) => [id, symbol]));
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...unique.values()].join('')}</svg>`;
}

/** The sprite symbol an icon is drawn from; an icon missing from the list above fails the build. */
export function iconId(Icon: IconType): string {
  const found = symbols.get(Icon);
  if (!found) throw new Error(`lib/iconSprite.ts: the icon ${Icon.name || '(unnamed)'} is not in the sprite; add it to \`icons\``);
  return found.id;
}
