import { type Counted, counted } from '@/lib/i18n/counted';
import { countedProblems, SHIPPED_WORDS } from '@/lib/i18n/words';

const { en, pl, ar, he, ja } = SHIPPED_WORDS;

/** How `phrase` reads at each count `expected` names, in `language`: keyed, and so compared, as `expected` is. */
const readings = (phrase: Counted, expected: Record<number, string>, language: string) => Object.fromEntries(Object.keys(expected).map((count) => [count, counted(phrase, Number(count), language)]));

describe('a count in the grammar of its language', () => {
  it.each([
    ['en', en, { 1: '1 result', 2: '2 results', 0: '0 results', 1000: '1,000 results' }],
    ['pl', pl, { 1: '1 wynik', 2: '2 wyniki', 4: '4 wyniki', 5: '5 wyników', 12: '12 wyników', 22: '22 wyniki', 25: '25 wyników' }],
    ['ar', ar, { 0: '0 نتيجة', 1: 'نتيجة واحدة', 2: 'نتيجتان', 3: '3 نتائج', 10: '10 نتائج', 11: '11 نتيجة', 100: '100 نتيجة' }],
    ['he', he, { 1: 'תוצאה אחת', 2: 'שתי תוצאות', 3: '3 תוצאות', 20: '20 תוצאות' }],
    ['ja', ja, { 1: '1件の結果', 2: '2件の結果' }],
  ] as const)('search’s results in %s', (language, words, expected) => {
    expect(readings(words.search.found, expected, language)).toEqual(expected);
  });

  it.each([
    ['en', en, { 1: '1 min read', 7: '7 min read' }],
    ['pl', pl, { 1: '1 min czytania', 3: '3 min czytania', 5: '5 min czytania' }],
    ['ar', ar, { 1: 'دقيقة واحدة للقراءة', 2: 'دقيقتان للقراءة', 3: '3 دقائق للقراءة', 15: '15 دقيقة للقراءة' }],
    ['he', he, { 1: 'דקת קריאה אחת', 2: 'שתי דקות קריאה', 9: '9 דקות קריאה' }],
    ['ja', ja, { 1: '1分で読めます', 12: '12分で読めます' }],
  ] as const)('a post’s reading time in %s', (language, words, expected) => {
    expect(readings(words.blogPage.readingTime, expected, language)).toEqual(expected);
  });

  it.each([
    ['en', en, { 1: '1 post', 3: '3 posts' }],
    ['pl', pl, { 1: '1 wpis', 3: '3 wpisy', 5: '5 wpisów' }],
    ['ar', ar, { 1: 'منشور واحد', 2: 'منشوران', 4: '4 منشورات', 12: '12 منشورًا' }],
    ['he', he, { 1: 'פוסט אחד', 2: 'שני פוסטים', 7: '7 פוסטים' }],
    ['ja', ja, { 1: '1件の投稿', 4: '4件の投稿' }],
  ] as const)('a tag’s posts in %s', (language, words, expected) => {
    expect(readings(words.blogPage.postCount, expected, language)).toEqual(expected);
  });
});

describe('the forms a table gives', () => {
  it.each(Object.entries(SHIPPED_WORDS))('each shipped table (%s) gives every form its language counts in', (language, words) => {
    expect(countedProblems(words, language)).toEqual([]);
  });

  it('names the key and the forms an owner’s table lacks, and how to give them', () => {
    expect(countedProblems({ search: { found: { one: '{count} wynik', other: '{count} wyniku' } }, form: { name: 'Imię' } }, 'pl')).toEqual([
      "search.found: lacks the forms few, many (pl counts in one, few, many, other: give each, as { one: '…', few: '…', many: '…', other: '…' }, with {count} where the number goes)",
    ]);
    expect(countedProblems({ blogPage: { readingTime: 'minutes' } }, 'en')).toEqual(["blogPage.readingTime: lacks the forms one, other (en counts in one, other: give each, as { one: '…', other: '…' }, with {count} where the number goes)"]);
  });
});
