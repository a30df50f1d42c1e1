import { addressOfSearch, excerptPassages, type Passage, searchFromAddress, titlePassages, UNTRANSLATED_FROM, UNTRANSLATED_TO } from '@/lib/search/pagefind';

describe('a search in the address', () => {
  it('reads the query and the tags, and writes them back, so a shared address restores the same search', () => {
    const state = searchFromAddress('?q=borrow+checker&tag=Rust&tag=C%23');
    expect(state).toEqual({ query: 'borrow checker', tags: ['Rust', 'C#'] });
    expect(searchFromAddress(addressOfSearch(state))).toEqual(state);
    expect(addressOfSearch({ query: '', tags: [] })).toBe('');
    expect(searchFromAddress('')).toEqual({ query: '', tags: [] });
  });
});

describe('an excerpt', () => {
  const text = (passages: Passage[]) => passages.map(({ untranslated, runs }) => [untranslated, runs.map((run) => (run.marked ? `[${run.text}]` : run.text)).join('')]);

  it('is plain and marked runs of text: nothing in a page’s words becomes markup', () => {
    expect(excerptPassages('the <mark>borrow</mark> checker &lt;img src=x onerror=alert(1)&gt; <mark>rules</mark>')).toEqual([
      {
        untranslated: false,
        runs: [
          { text: 'the ', marked: false },
          { text: 'borrow', marked: true },
          { text: ' checker <img src=x onerror=alert(1)> ', marked: false },
          { text: 'rules', marked: true },
        ],
      },
    ]);
  });

  it('gathers the words a translation left in the first language’s, between the edges the page gave the index', () => {
    // As Pagefind writes them: each edge a word of its own.
    expect(text(excerptPassages(`Ein Werkzeug. ${UNTRANSLATED_FROM} <mark>Refuses</mark> migrations. ${UNTRANSLATED_TO} Noch mehr.`))).toEqual([
      [false, 'Ein Werkzeug. '],
      [true, '[Refuses] migrations.'],
      [false, ' Noch mehr.'],
    ]);
    // Begun inside one, or ended inside one.
    expect(text(excerptPassages(`busy table. ${UNTRANSLATED_TO} Noch`))).toEqual([
      [true, 'busy table.'],
      [false, ' Noch'],
    ]);
    expect(text(excerptPassages(`Noch ${UNTRANSLATED_FROM} Refuses`))).toEqual([
      [false, 'Noch '],
      [true, 'Refuses'],
    ]);
    // A title (plain text, never markup), wholly untranslated.
    expect(text(titlePassages(`${UNTRANSLATED_FROM} Queue <Doctor> ${UNTRANSLATED_TO}`))).toEqual([[true, 'Queue <Doctor>']]);
  });
});
