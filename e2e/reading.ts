// A screen reader's reading of a page, in Chromium (e2e/every-page.spec.ts): its accessibility tree, the one screen
// readers are given, walked in order as their reading cursor walks it, phrase by phrase. WCAG 1.1.1, 1.3.1, 2.4.1,
// 4.1.2 as a reader hears them, where axe reads the markup.
import type { Page } from '@playwright/test';
import { LANGUAGES, nameOf, wordsOf } from './content';

type AXNode = {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  description?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
  childIds?: string[];
  backendDOMNodeId?: number;
};

/** Roles read whole, by their name, their insides not read again; landmarks are announced as the reading enters them. */
const READ_WHOLE = new Set(['link', 'button', 'heading', 'image', 'img', 'textbox', 'combobox', 'checkbox', 'radio', 'searchbox', 'switch', 'tab', 'listbox']);
const LANDMARKS = new Set(['banner', 'navigation', 'main', 'contentinfo', 'complementary', 'region', 'search', 'form']);
/** The states a screen reader speaks with a control. */
const STATES = ['level', 'required', 'invalid', 'pressed', 'expanded', 'checked', 'url'];

/** A phrase as it is read: its role, its name, its states (`url` only to find where a link goes), its description. */
export type Phrase = { role: string; name: string; states: Record<string, unknown>; description: string };

/**
 * The page's accessibility tree, as Chromium gives it to screen readers, from its root or from `css`'s element (absent
 * where the element is not in it).
 */
async function tree(page: Page, css?: string): Promise<{ nodes: AXNode[]; from: AXNode | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    if (!css) return { nodes, from: nodes[0] };
    const { root } = await cdp.send('DOM.getDocument');
    const { node } = await cdp.send('DOM.describeNode', { nodeId: (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: css })).nodeId });
    return { nodes, from: nodes.find(({ backendDOMNodeId }) => backendDOMNodeId === node.backendNodeId) };
  } finally {
    await cdp.detach();
  }
}

/** What is read from `from` down, as a screen reader's reading cursor walks the accessibility tree `nodes`. */
function phrasesOf(nodes: AXNode[], from: AXNode | undefined): Phrase[] {
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const phrases: Phrase[] = [];
  const walk = (node: AXNode | undefined) => {
    if (!node) return;
    const [role, name] = [node.role?.value ?? '', (node.name?.value ?? '').trim()];
    if (!node.ignored && (READ_WHOLE.has(role) || LANDMARKS.has(role) || (role === 'StaticText' && name))) {
      const states = Object.fromEntries((node.properties ?? []).filter(({ name }) => STATES.includes(name)).map(({ name, value }) => [name, value.value]));
      phrases.push({ role: role === 'StaticText' ? 'text' : role, name, states, description: node.description?.value ?? '' });
      if (READ_WHOLE.has(role)) return;
    }
    for (const id of node.childIds ?? []) walk(byId.get(id));
  };
  walk(from);
  return phrases;
}

/** The page read from its start (or from `css`'s element), as a screen reader's reading cursor walks its accessibility tree. */
export async function readAloud(page: Page, css?: string): Promise<Phrase[]> {
  const { nodes, from } = await tree(page, css);
  return phrasesOf(nodes, from);
}

const said = ({ role, name, states }: Phrase) => `${role} "${name}"${states.invalid === 'true' ? ' (invalid)' : ''}`;
const NAMED = ['navigation', 'complementary', 'region', 'link', 'button', 'image', 'img', 'textbox', 'combobox', 'checkbox', 'searchbox'];

/**
 * What a screen reader's user would miss or mishear on the page, in `language`: the skip link not read first; a
 * landmark missing, or a navigation or region unnamed; a control or picture with no name; an invalid field with no
 * error read with it; the language button not naming the page's language (a site of more than two); the background
 * read, or its control not read once, named for what it does next. A line for each.
 */
export async function readingProblems(page: Page, language: string) {
  const words = wordsOf(language);
  // One tree for the whole reading and the background's place in it.
  const { nodes, from: canvas } = await tree(page, '#tsparticles canvas');
  const phrases = phrasesOf(nodes, nodes[0]);
  const problems: string[] = [];
  const mainId = await page.locator('main').getAttribute('id');
  const [first] = phrases;
  if (first?.role !== 'link' || first.name !== words.skipToContent || !String(first.states.url).endsWith(`#${mainId}`)) {
    problems.push(`read first: ${first && said(first)}, not the skip link "${words.skipToContent}" to main`);
  }
  for (const landmark of ['banner', 'navigation', 'main', 'contentinfo']) {
    if (!phrases.some(({ role }) => role === landmark)) problems.push(`no ${landmark} landmark is read`);
  }
  for (const phrase of phrases) {
    if (phrase.name === '' && NAMED.includes(phrase.role)) problems.push(`a ${phrase.role} with no name`);
    if (phrase.states.invalid === 'true' && !phrase.description) problems.push(`${said(phrase)}: no error is read with it`);
  }
  const button = `${words.languages}: ${nameOf(language)}`;
  if (LANGUAGES.length > 2 && !phrases.some(({ role, name }) => role === 'button' && name === button)) problems.push(`no button is read "${button}"`);
  const background = phrases.filter(({ role, name }) => role === 'button' && [words.background.pause, words.background.play].includes(name));
  if (background.length !== 1) problems.push(`the background's control is read ${background.length} times, not once`);
  if (canvas?.ignored === false) problems.push('the background is in what is read');
  return problems;
}
