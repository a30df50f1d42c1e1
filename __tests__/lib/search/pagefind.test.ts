import { addressOfSearch, excerptRuns, searchFromAddress } from '@/lib/search/pagefind';

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
  it('is plain and marked runs of text: nothing in a page’s words becomes markup', () => {
    expect(excerptRuns('the <mark>borrow</mark> checker &lt;img src=x onerror=alert(1)&gt; <mark>rules</mark>')).toEqual([
      { text: 'the ', marked: false },
      { text: 'borrow', marked: true },
      { text: ' checker <img src=x onerror=alert(1)> ', marked: false },
      { text: 'rules', marked: true },
    ]);
  });
});
