import { LinkChecker, LinkState } from 'linkinator';
import { EXPORTED_PAGES, expect, HOME_URL, ORIGIN, site, test } from './support';

test('every internal link and asset of every page resolves; external links are skipped, not fetched', async () => {
  // Home leads to every page; the 404 page is linked from none. One crawl each: given both at once, linkinator
  // follows the links of neither.
  const crawl = async (path: string) =>
    (
      await new LinkChecker().check({
        path,
        recurse: true,
        // No internet here, and the check is of the export: anything off this server is listed, never requested.
        linksToSkip: async (link) => !link.startsWith(`${ORIGIN}/`),
      })
    ).links;
  const links = [...(await crawl(HOME_URL)), ...(await crawl(`${HOME_URL}404.html`))];

  const broken = links.filter((link) => link.state === LinkState.BROKEN).map((link) => `${link.url} (HTTP ${link.status}) on ${link.parent}`);
  expect(broken).toEqual([]);

  // The crawl really reached every page and the kinds of file they use, and found the profiles it must not fetch.
  const checked = links.filter((link) => link.state === LinkState.OK).map((link) => link.url);
  for (const { path } of EXPORTED_PAGES) expect(checked).toContain(ORIGIN + path);
  for (const kind of [/\/_next\/static\/.+\.js$/, /\/pictures\/.+\.(png|jpe?g|gif)$/, new RegExp(`${site.resume.href}$`)]) {
    expect(
      checked.some((url) => kind.test(url)),
      `a ${kind} was checked`,
    ).toBe(true);
  }
  const skipped = links.filter((link) => link.state === LinkState.SKIPPED).map((link) => new URL(link.url).host);
  expect(skipped).toEqual(expect.arrayContaining(site.profiles.map((profile) => new URL(profile.url).host)));
});
