/** @jest-environment node */
import { BUDGET, benchVerdict, blockingVerdict, summarise, target, withoutScripts } from '../../bench/verdict.mjs';

/** One run of a target as Lighthouse reports it: a page within every budget unless `over` says otherwise. */
const run = (over: Record<string, number> = {}) => ({
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  fcp: 800,
  lcp: 1000,
  tbt: 20,
  cls: 0,
  longTaskBlocking: 30,
  imageBytes: 10_000,
  ...over,
});
const runs = (over: Record<string, number> = {}, count = 3) => summarise(Array.from({ length: count }, () => run(over)));

/** A bench of one page, Home, whose figures are `home` and whose own floor's LCP is 1000 ms at both slowdowns. */
function bench(home: { cpu4?: number; cpu8?: number; noBackgroundTbt?: number; tbt?: number } = {}, pictures: Record<string, number> = {}) {
  return {
    pages: ['Home'],
    picturePages: ['Home'],
    firstLoad: { Home: 100 * 1024 },
    results: {
      [target.plain]: runs({ lcp: 700 }),
      [target.bare]: runs({ tbt: 40 }),
      [target.page('Home')]: runs({ lcp: home.cpu4 ?? 1050, tbt: home.tbt ?? 40 }),
      [target.ownFloor('Home')]: runs({ lcp: 1000 }),
      [target.page('Home', 8)]: runs({ lcp: home.cpu8 ?? 1100 }),
      [target.ownFloor('Home', 8)]: runs({ lcp: 1000 }),
      [target.withoutBackground('Home')]: runs({ tbt: home.noBackgroundTbt ?? 30 }),
      [target.withPictures('Home')]: runs({ lcp: 1100, ...pictures }),
    },
  };
}

describe('the bench’s verdict', () => {
  it('passes a page within 1.10 × its own no-script floor’s LCP at CPU 4 and 1.15 × at 8, and gives the ratios', () => {
    const { failures, ratios, pictureRatios } = benchVerdict(bench());
    expect(failures).toEqual([]);
    expect(ratios.Home.ownFloorLcp).toEqual({ 4: 1.05, 8: 1.1 });
    expect(ratios.Home.plainLcp).toBe(1.5);
    expect(ratios.Home.backgroundTbt).toBe(10);
    expect(ratios.Home.ownTbt).toBe(0.75);
    expect(pictureRatios.Home).toBeCloseTo(1100 / 1050);
  });

  it('fails a page over its own floor at either slowdown, naming the page, the ratio and the slowdown', () => {
    expect(benchVerdict(bench({ cpu4: 1120 })).failures).toEqual(["Home: LCP 1.12 × its own no-script floor's at CPU 4 > 1.1"]);
    expect(benchVerdict(bench({ cpu8: 1160 })).failures).toEqual(["Home: LCP 1.16 × its own no-script floor's at CPU 8 > 1.15"]);
  });

  it('judges the median: one slow run of three does not fail a page, two do', () => {
    const slowOnce = bench();
    slowOnce.results[target.page('Home')] = summarise([run({ lcp: 1050 }), run({ lcp: 2000 }), run({ lcp: 1040 })]);
    expect(benchVerdict(slowOnce).failures).toEqual([]);
    slowOnce.results[target.page('Home')] = summarise([run({ lcp: 1050 }), run({ lcp: 2000 }), run({ lcp: 1900 })]);
    expect(benchVerdict(slowOnce).failures).toEqual(["Home: LCP 1.90 × its own no-script floor's at CPU 4 > 1.1"]);
  });

  it('fails the background’s TBT, the page’s own TBT, a score, a shift, the first-load JavaScript and the owner’s pictures', () => {
    expect(benchVerdict(bench({ tbt: 70, noBackgroundTbt: 30 })).failures).toEqual(['Home: the background adds 40 ms of TBT > 25 ms']);
    expect(benchVerdict(bench({ tbt: 80, noBackgroundTbt: 60 })).failures).toEqual(["Home: its own TBT 1.50 × the bare export's > 1.25 (what its long tasks block after the first paint: 1.00 ×)"]);
    const low = bench();
    low.results[target.page('Home')] = summarise([run({ lcp: 1050, tbt: 40 }), run({ lcp: 1050, tbt: 40, performance: 98, cls: 0.01, seo: 92 })]);
    expect(benchVerdict(low).failures).toEqual(['Home: Performance 98 in a run < 99', 'Home: seo 92 in a run < 100', 'Home: CLS 0.01 in a run > 0']);
    // A shift names what moved in the run that shifted most.
    const shifted = bench();
    shifted.results[target.withPictures('Home')] = summarise([
      { ...run({ lcp: 1100, cls: 0.002 }), shifted: ['main > h1 0.0020'] },
      { ...run({ lcp: 1100, cls: 0.03 }), shifted: ['footer 0.0200', 'main > p 0.0100'] },
    ]);
    expect(benchVerdict(shifted).failures).toEqual(["Home (owner's pictures): CLS 0.03 in a run > 0 (what moved: footer 0.0200, main > p 0.0100)"]);
    expect(benchVerdict({ ...bench(), firstLoad: { Home: 150 * 1024 } }).failures).toEqual(['Home: first-load JavaScript 150.0 KB > 144.8 KB']);
    expect(benchVerdict(bench({}, { lcp: 1300, imageBytes: 200 * 1024 })).failures).toEqual(["Home (owner's pictures): LCP 1.24 × the placeholders' > 1.2", "Home (owner's pictures): pictures 200 KB > 100 KB"]);
  });

  it('fails the background playing over its cost to the main thread, or with a long task', () => {
    const background = (still: number, longest: number) => ({ cost: { still }, longest: { ms: longest, what: 'EvaluateScript x.js' } });
    expect(benchVerdict({ ...bench(), background: background(10, 8) }).failures).toEqual([]);
    expect(benchVerdict({ ...bench(), background: background(60, 15) }).failures).toEqual([
      `Background: 60.0 ms/s of main thread while playing > ${BUDGET.background.msPerSecond}`,
      `Background: a 15.0 ms main-thread task (EvaluateScript x.js) > ${BUDGET.background.longestTaskMs} ms`,
    ]);
  });
});

describe('the traces’ verdict', () => {
  const figures = (median: number, longestMs = 0, longest = 'none') => ({ blocking: { median }, longest: { longestMs, longest } });
  const traced = (page: { 4: number; 8: number }) => ({
    'bare 4': figures(200),
    'bare 8': figures(400),
    'en /Blog 4': figures(page[4], 120, 'EvaluateScript chunk.js'),
    'en /Blog 8': figures(page[8], 290, 'EvaluateScript chunk.js'),
  });

  it('passes a page within the bare export’s median blocking time plus 25 ms at each slowdown', () => {
    expect(blockingVerdict(['en /Blog'], traced({ 4: 225, 8: 425 }))).toEqual([]);
  });

  it('fails a page over it at either slowdown, naming the page, its figure, the bare export’s and its longest task', () => {
    expect(blockingVerdict(['en /Blog'], traced({ 4: 100, 8: 426 }))).toEqual(["en /Blog: 426 ms blocking in its trace at CPU 8, over the bare export's 400 + 25 ms; its longest task after the first paint 290 ms (EvaluateScript chunk.js)"]);
    expect(blockingVerdict(['en /Blog'], traced({ 4: 226, 8: 100 }))).toHaveLength(1);
  });
});

describe('a page’s own floor', () => {
  it('is its HTML with every script removed, inline, external and data, and nothing else', () => {
    const html = '<head><script>self.a=1</script><style>p{}</style></head><body><p>Hi</p><script src="/x.js" async=""></script><script type="application/ld+json">{}</script></body>';
    expect(withoutScripts(html)).toBe('<head><style>p{}</style></head><body><p>Hi</p></body>');
  });
});
