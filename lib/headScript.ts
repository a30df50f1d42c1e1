import type { AnalyticsChoice } from '@/lib/analytics/providers';
import { countVisits, SETTLE_MS, trackerOf } from '@/lib/analytics/providers';
import { whenShown } from '@/lib/prerender';
import { themeScript } from '@/lib/theme/theme';

/**
 * The one inline script every page starts with, first in its <head> (hashed by the policy): the theme, applied
 * before the first paint (lib/theme/theme.ts), then, only where the owner chose analytics, what counts the visit
 * (lib/analytics/providers.ts). With none chosen it is the theme's alone, to the byte.
 */
export function headScript(analytics: AnalyticsChoice | undefined): string {
  const counting = analytics ? `;(${countVisits.toString()})(${JSON.stringify(trackerOf(analytics))},${SETTLE_MS},${whenShown.toString()})` : '';
  return themeScript() + counting;
}
