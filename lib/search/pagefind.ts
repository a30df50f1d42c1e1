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
  debouncedSearch(
    query: string | null,
    options: { filters?: Record<string, string[]> },
    timeoutMs?: number,
  ): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
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
 * An excerpt as Pagefind writes it (text with the matched words in `<mark>`), as runs of plain and marked text: the
 * page shows them as text, so nothing in a page's words can become markup.
 */
export function excerptRuns(excerpt: string): { text: string; marked: boolean }[] {
  const body = new DOMParser().parseFromString(`<body>${excerpt}</body>`, 'text/html').body;
  return [...body.childNodes].map((node) => ({ text: node.textContent ?? '', marked: node.nodeName === 'MARK' })).filter((run) => run.text);
}
