import { expect, ORIGIN, PAGES, sitePage, test } from './support';

// As a new visitor loads the site: the background starting and playing.
test.use({ backgroundPaused: false });

// scripts/defer-scripts.mjs: the HTML asks for no JavaScript up front; Next's runtime is fetched once the page has
// loaded (or at the first interaction), and the page then works as a client-side app.
for (const target of PAGES) {
  test(`${target.name}: no script is requested by the HTML itself, and the page still hydrates`, async ({ page, request }) => {
    const html = await (await request.get(`${ORIGIN}${target.path}`)).text();
    // Only the legacy polyfill remains, which modern browsers skip (noModule).
    expect(html.match(/<script[^>]*\bsrc=[^>]*>/g)).toEqual([expect.stringContaining('noModule')]);
    expect(html).not.toMatch(/<link[^>]+as="script"/);

    await page.goto(target.path);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const next = sitePage(target.name === 'about' ? 'contact' : 'about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: next.nav, exact: true }).click();
    await expect(page).toHaveURL(`${ORIGIN}${next.path}`);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
}

// Chromium compiles a file marked so on a background thread as it arrives, rather than each function on the main
// thread when hydration first calls it (the one long task of a page's start). scripts/defer-scripts.mjs marks them.
test('the scripts a page runs as it starts are marked for eager compilation', async ({ request }) => {
  for (const target of PAGES) {
    const html = await (await request.get(`${ORIGIN}${target.path}`)).text();
    const sources: string[] = JSON.parse(html.match(/var s=(\[[^\]]*\])/)?.[1] ?? '[]');
    expect(sources.length, `${target.path} starts no script`).toBeGreaterThan(0);
    for (const source of sources) {
      const script = await (await request.get(new URL(source, ORIGIN).href)).text();
      expect(script.startsWith('//# allFunctionsCalledOnLoad\n'), `${source} (${target.path}) is marked`).toBe(true);
    }
  }
});
