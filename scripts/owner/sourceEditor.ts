// An editor of the owner's TypeScript content modules: parses one (Babel), finds the data given to `defineContent` or
// `defineTranslation`, and rewrites values in place in the module's own style (long strings in pieces, icons by
// their react-icons name, imports made to match), leaving every other character as it was written.
import { readFileSync } from 'node:fs';
import { parse } from '@babel/parser';
import * as fa6 from 'react-icons/fa6';
import * as si from 'react-icons/si';
import type { IconName } from '../../lib/resume/jsonResume';

// The few shapes of a Babel AST this reads.
export type Node = { type: string; start: number; end: number; [key: string]: unknown };
export type ObjectNode = Node & { properties: (Node & { key: Node & { name?: string; value?: string }; value: Node })[] };

export const ICON_MODULES: Record<string, Record<string, unknown>> = { 'react-icons/fa6': fa6, 'react-icons/si': si };
/** Where an icon the import adds comes from: Font Awesome 6 for profiles, Simple Icons for technologies. */
export const moduleOfNewIcon = (name: IconName) => (name.startsWith('Si') ? 'react-icons/si' : 'react-icons/fa6');
export const hasIcon = (name: IconName) => Object.values(ICON_MODULES).some((icons) => name in icons);

/** A content module, parsed, with the edits to make to its text. */
export class Module {
  readonly source: string;
  readonly program: Node & { body: Node[] };
  private edits: { start: number; end: number; text: string }[] = [];
  /** `source`: a module not written yet (a new translation's), as it would start. */
  constructor(
    readonly file: string,
    source?: string,
  ) {
    this.source = source ?? readFileSync(file, 'utf8');
    this.program = (parse(this.source, { sourceType: 'module', plugins: ['typescript'] }) as unknown as { program: Module['program'] }).program;
  }
  /** The data object given to `defineContent(file, schema, {...})` in `export const name = ...`. */
  data(name: string): ObjectNode {
    for (const statement of this.program.body) {
      const declaration = statement.declaration as (Node & { declarations: (Node & { id: { name: string }; init: Node & { arguments: Node[] } })[] }) | undefined;
      const found = declaration?.declarations?.find((d) => d.id.name === name);
      if (found) return found.init.arguments[2] as ObjectNode;
    }
    throw new Error(`${this.file} has no export named ${name}`);
  }
  text(node: Node) {
    return this.source.slice(node.start, node.end);
  }
  /** Replaces `node`'s text; the same replacement asked again is made once. */
  replace(node: Node, text: string) {
    if (!this.edits.some((edit) => edit.start === node.start && edit.end === node.end && edit.text === text)) this.edits.push({ start: node.start, end: node.end, text });
  }
  insert(at: number, text: string) {
    this.edits.push({ start: at, end: at, text });
  }
  /**
   * The text of `node` with the edits made inside it: from the end back, so each edit's place is still the source's;
   * at one place, a replacement before the insertions there, which keep the order they were made in.
   */
  editedSlice(node: Node): string {
    let text = this.source.slice(node.start, node.end);
    const edits = this.edits.map((edit, made) => ({ ...edit, made }));
    const order = (a: (typeof edits)[number], b: (typeof edits)[number]) => b.start - a.start || b.end - b.start - (a.end - a.start) || b.made - a.made;
    for (const { start, end, text: replacement } of edits.sort(order)) {
      text = text.slice(0, start - node.start) + replacement + text.slice(end - node.start);
    }
    return text;
  }
  /** The module's text with its edits, and its react-icons imports made to match the icons it names. */
  result(newIcons: Set<IconName>): string {
    let text = this.editedSlice({ type: 'File', start: 0, end: this.source.length });
    const declarations = /^import\s*\{([^}]*)\}\s*from\s*'(react-icons\/[^']+)';\n/gm;
    const from = new Map<string, string>();
    for (const [, names, module] of text.matchAll(declarations)) {
      for (const name of names.split(',').map((n) => n.trim())) if (name) from.set(name, module);
    }
    const at = text.search(declarations);
    const body = text.replace(declarations, '');
    // The icons the body names, each imported from where it was, or from its set if it is new.
    const byModule = new Map<string, string[]>();
    for (const name of [...new Set([...from.keys(), ...newIcons])].sort()) {
      if (!new RegExp(`\\b${name}\\b`).test(body)) continue;
      const module = from.get(name) ?? moduleOfNewIcon(name);
      byModule.set(module, [...(byModule.get(module) ?? []), name]);
    }
    const lines = [...byModule.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([module, names]) => importLine(names, module))
      .join('');
    text = at === -1 ? lines + body : body.slice(0, at) + lines + body.slice(at);
    return text;
  }
}

/** `import { A, B } from 'module';`, wrapped as the content modules wrap theirs. */
export function importLine(names: string[], module: string): string {
  const one = `import { ${names.join(', ')} } from '${module}';\n`;
  if (one.length <= 120) return one;
  const rows: string[] = [];
  let row = ' ';
  for (const name of names) {
    if (`${row} ${name},`.length > 116) {
      rows.push(row);
      row = ' ';
    }
    row += ` ${name},`;
  }
  rows.push(row);
  return `import {\n${rows.join('\n')}\n} from '${module}';\n`;
}

/** An icon, written as its react-icons name. */
export class IconRef {
  constructor(readonly name: IconName) {}
}
/** Source text kept as it was written. */
export class Kept {
  constructor(readonly source: string) {}
}
/** A value to write: JSON-like data, icons and kept source. */
export type Value = string | number | boolean | undefined | IconRef | Kept | Value[] | { [key: string]: Value };

export const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** A string as the modules write a long one: pieces of about 100 characters joined with `+` on new lines. */
export function stringLiteral(text: string, indent: string, room: number): string {
  if (quote(text).length <= room) return quote(text);
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > 100) {
    const cut = rest.lastIndexOf(' ', 100) + 1 || 100;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  pieces.push(rest);
  return `\n${indent}  ${pieces.map(quote).join(` +\n${indent}  `)}`;
}

/** A value as TypeScript source, at the given indentation. */
export function write(value: Value, indent: string): string {
  if (typeof value === 'string') return stringLiteral(value, indent, 100);
  if (typeof value !== 'object' || value === null) return String(value);
  if (value instanceof Kept) return value.source;
  if (value instanceof IconRef) return value.name;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    const inline = `[${value.map((item) => write(item, indent)).join(', ')}]`;
    if (inline.length <= 90 && !inline.includes('\n') && value.every((item) => typeof item !== 'object')) return inline;
    return `[\n${value.map((item) => `${indent}  ${write(item, `${indent}  `)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (!entries.length) return '{}';
  const inline = `{ ${entries.map(([key, item]) => `${key}: ${write(item, indent)}`).join(', ')} }`;
  if (inline.length <= 100 && !inline.includes('\n')) return inline;
  return `{\n${entries.map(([key, item]) => `${indent}  ${key}: ${write(item, `${indent}  `)},`).join('\n')}\n${indent}}`;
}

/** The indentation of the line a node starts on. */
export const indentOf = (module: Module, node: Node) => module.source.slice(module.source.lastIndexOf('\n', node.start) + 1).match(/^\s*/)?.[0] ?? '';

export const property = (object: ObjectNode, key: string) => object.properties.find((p) => (p.key.name ?? p.key.value) === key);

/** Sets `key` of an object literal to `value`: in place, or added as its last property; `undefined` removes it. */
export function setProperty(module: Module, object: ObjectNode, key: string, value: Value) {
  const existing = property(object, key);
  const indent = existing ? indentOf(module, existing) : `${indentOf(module, object)}  `;
  if (existing && value === undefined) {
    // The whole line, with its trailing comma.
    const lineStart = module.source.lastIndexOf('\n', existing.start) + 1;
    const lineEnd = module.source.indexOf('\n', existing.end);
    module.replace({ type: 'line', start: lineStart, end: lineEnd + 1 }, '');
  } else if (existing) {
    // An imported value is the owner's own: a "placeholder" note after it goes with the old one.
    const rest = module.source.slice(existing.end, module.source.indexOf('\n', existing.end));
    const note = /^,\s*\/\/ placeholder\s*$/.test(rest);
    const end = note ? existing.end + rest.length : existing.value.end;
    // From the colon: a long string starts on the next line, a short one after a space, wherever the old one did.
    const written = write(value, indent);
    const colon = module.source.indexOf(':', existing.key.end) + 1;
    module.replace({ type: 'value', start: colon, end }, (written.startsWith('\n') ? written : ` ${written}`) + (note ? ',' : ''));
  } else if (value !== undefined) {
    const closing = module.source.lastIndexOf('}', object.end);
    const before = module.source.slice(0, closing).trimEnd();
    const empty = before.endsWith('{');
    const written = write(value, indent);
    module.insert(before.length, `${empty || before.endsWith(',') ? '' : ','}\n${indent}${key}:${written.startsWith('\n') ? '' : ' '}${written},`);
    // An object that was `{}` closes on a line of its own (replaced once, whatever is added to it).
    if (empty) module.replace({ type: 'closing', start: closing, end: closing + 1 }, `\n${indentOf(module, object)}}`);
  }
}

/** A literal's value as the source writes it: strings (also joined with +), arrays, objects; icons by their name. */
export function literal(module: Module, node: Node): unknown {
  switch (node.type) {
    case 'StringLiteral':
      return node.value;
    case 'TemplateLiteral':
      return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join('');
    case 'BinaryExpression':
      return String(literal(module, node.left as Node)) + String(literal(module, node.right as Node));
    case 'ArrayExpression':
      return (node.elements as Node[]).map((element) => literal(module, element));
    case 'ObjectExpression':
      return Object.fromEntries((node as ObjectNode).properties.map((p) => [p.key.name ?? p.key.value, literal(module, p.value)]));
    case 'Identifier':
      return { identifier: node.name };
    default:
      return { source: module.text(node) };
  }
}

export type Literal = Record<string, unknown>;
/**
 * The entries of a list written out as one; none of a list made by code (a `.map`), which the import then writes
 * out as a plain list, keeping nothing of it.
 */
export const elementsOf = (node: Node) => (node.type === 'ArrayExpression' ? (node.elements as ObjectNode[]).filter((e) => e.type === 'ObjectExpression') : []);
export const iconNameOf = (value: unknown) => (value as { identifier?: string } | undefined)?.identifier;
