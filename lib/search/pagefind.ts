/**
 * The part of Pagefind's browser API (`/pagefind/pagefind.js`, written into the export by the build) the search page
 * uses: https://pagefind.app/docs/api/.
 */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: { title?: string; kind?: string; date?: string };
  filters: Record<string, string[]>;
};

export type Pagefind = {
  options(options: { baseUrl: string }): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  /** `null` when a later call has superseded it. */
  debouncedSearch(query: string | null, options: { filters?: Record<string, string[]> }, timeoutMs?: number): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
};

/** The search's state in the page's address, so a search can be shared and the back button returns to it. */
export type SearchState = { query: string; tags: string[] };

/** `?q=borrow+checker&tag=Rust`: the query and the tags filtering it. */
export function searchFromAddress(search: string): SearchState {
  const params = new URLSearchParams(search);
  return { query: params.get('q') ?? '', tags: params.getAll('tag') };
}

/** The address part for a search: `?q=…&tag=…`, or nothing for none. */
export function addressOfSearch({ query, tags }: SearchState): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  for (const tag of tags) params.append('tag', tag);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * Pagefind keeps no element's language. Where a page's translation left a text in the first language's words
 * (components/MarkedText.tsx), the page gives the index these two characters around it, in attributes only Pagefind
 * reads (`data-pagefind-index-attrs`), and an excerpt's words between them are marked as that language's.
 */
export const UNTRANSLATED_FROM = '\uE000';
export const UNTRANSLATED_TO = '\uE001';
const EDGES = `[${UNTRANSLATED_FROM}${UNTRANSLATED_TO}]`;
const EDGE = new RegExp(`( ?${EDGES} ?)`);

/** A run of an excerpt: its text, and whether it is a matched word. */
export type ExcerptRun = { text: string; marked: boolean };
/** Consecutive runs in the page's language, or left in the first language's words. */
export type Passage = { untranslated: boolean; runs: ExcerptRun[] };

/**
 * An excerpt as Pagefind writes it (text with the matched words in `<mark>`), as runs of plain and marked text, in
 * passages of the page's language or of the first language's: the page shows them as text, so nothing in a page's
 * words can become markup.
 */
export function excerptPassages(excerpt: string): Passage[] {
  const body = new DOMParser().parseFromString(`<body>${excerpt}</body>`, 'text/html').body;
  return passages([...body.childNodes].map((node) => ({ text: node.textContent ?? '', marked: node.nodeName === 'MARK' })));
}

/** A result's title (its page's first heading, as text), in passages of the page's language or the first language's. */
export const titlePassages = (title: string) => passages([{ text: title, marked: false }]);

/** Runs split at the edges of the first language's words into passages inside them or not. */
function passages(runs: ExcerptRun[]): Passage[] {
  // A text may begin inside an untranslated one: its first edge is then where that one ends.
  let untranslated = new RegExp(EDGES).exec(runs.map((run) => run.text).join(''))?.[0] === UNTRANSLATED_TO;
  const found: Passage[] = [];
  const add = (run: ExcerptRun) => {
    const last = found.at(-1);
    if (last?.untranslated === untranslated) last.runs.push(run);
    else found.push({ untranslated, runs: [run] });
  };
  for (const { text, marked } of runs) {
    for (const piece of text.split(EDGE)) {
      if (!EDGE.test(piece)) {
        if (piece) add({ text: piece, marked });
        continue;
      }
      // The edge stands where a space was: the space stays outside.
      if (piece.startsWith(' ') && piece.endsWith(' ')) {
        if (piece.trim() === UNTRANSLATED_TO) untranslated = false;
        add({ text: ' ', marked: false });
      }
      untranslated = piece.trim() === UNTRANSLATED_FROM;
    }
  }
  return found;
}
