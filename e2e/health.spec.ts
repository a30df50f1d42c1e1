import AxeBuilder from '@axe-core/playwright';
import { A_PAGE_A_KIND, EVERY_PAGE, expect, expectStrictPolicy, NOT_FOUND, ORIGIN, recordViolations, test, watch } from './support';
import { scrollThrough } from './drawing';
import { OWNER_RUN } from '../scripts/test/test-exports.mjs';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One violation as a few readable lines: the rule, why, and each offending element. */
function describe(violation: Violation): string {
  const nodes = violation.nodes.map(
    (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s*\n\s*/g, ' ')}`,
  );
  return [`${violation.id} (${violation.impact}): ${violation.help} <${violation.helpUrl}>`, ...nodes].join('\n');
}

// Each page is loaded on a phone's width, then laid out again on a laptop's, as a window is resized: the second
// look costs no new page load, and whatever the wider layout fetches (larger picture variants) is checked too.
// Every page of the first language, and a page of each kind in each other language's direction; in the owner run, a
// page of each kind (e2e/exported.ts): the main run has checked every page of the same code.
const targets = OWNER_RUN ? A_PAGE_A_KIND : [...new Set([...EVERY_PAGE, ...A_PAGE_A_KIND])];
for (const target of targets) {
  test(`${target.name}, at 390 then 1280 px: no errors, no outside requests, no axe violations, no sideways scroll; a strict policy, never violated`, async ({ page }) => {
    // Two layouts, each scrolled through and checked by axe: a minute on a slow machine, not the default half.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 800 });
    const problems = watch(page);
    const policyViolations = await recordViolations(page);
    const response = await page.goto(target.path);
    await expectStrictPolicy(page);
    const notFound = target === NOT_FOUND;
    expect(response?.status()).toBe(notFound ? 404 : 200);
    for (const width of [390, 1280]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        // What the page did, before axe asks anything more of it.
        const seen = structuredClone(problems);
        // A variant begun for the narrower layout and dropped once the window was widened, by a picture that now
        // shows another variant of itself, was superseded, not failed.
        const shown = await page.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
        seen.failedRequests = seen.failedRequests.filter((line) => {
          const variant = /^(.*\/pictures\/.*-)\d+\.\w+: net::ERR_ABORTED$/.exec(line);
          return !variant || !shown.some((src) => src.startsWith(variant[1]) && !line.startsWith(`${src}:`));
        });
        // Legacy mode runs axe.run in the page itself. Its default (a partial run in each frame, finished in a
        // blank page it opens and injects axe into again) exists for cross-origin frames, which no page here has:
        // the same rules on the same page, a second or so sooner.
        const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
        expect.soft(violations.map(describe)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
        // The page's own scripts, and the background once it has loaded and drawn, run within the policy.
        await expect(page.locator('#tsparticles canvas')).toBeAttached({ timeout: 10_000 });
        expect.soft(await policyViolations(), 'policy violations').toEqual([]);
        // Only the 404 page's own document may fail: that is its status.
        expect.soft(seen).toEqual({
          consoleErrors: notFound ? ['Failed to load resource: the server responded with a status of 404 (Not Found)'] : [],
          pageErrors: [],
          failedRequests: notFound ? [`${ORIGIN}${target.path}: HTTP 404`] : [],
          foreignRequests: [],
        });
      });
    }
  });
}
