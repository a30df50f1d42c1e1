import { setTimeout as realTime } from 'node:timers/promises';

// The two ways the suite waits. What must happen is waited for: `pollUntil` here (and locators, `expect.poll`), asking
// again and again until it is so. What must NOT happen is given its chance, once, by `nothingHappensFor`: the suite's
// one fixed wait.

/**
 * Asks `check` every `every` ms until it answers true, and throws `failure()` once `within` ms have passed without: a
 * bound that only turns a thing that never happens into a clear failure.
 */
export async function pollUntil(check: () => boolean | Promise<boolean>, { within, every = 50, failure }: { within: number; every?: number; failure: () => Error }): Promise<void> {
  const end = Date.now() + within;
  while (!(await check())) {
    if (Date.now() > end) throw failure();
    await realTime(every);
  }
}

/**
 * Lets `ms` of real time pass, so a check made after it can say that nothing happened meanwhile: a retry after the
 * last, a second alert, a frame of a paused background, a script that is never added. `why` names what is being given
 * its chance to happen, for the reader.
 */
export async function nothingHappensFor(ms: number, why: string): Promise<void> {
  void why;
  await realTime(ms);
}
