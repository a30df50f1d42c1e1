import { setTimeout as realTime } from 'node:timers/promises';

/**
 * The suite's one fixed wait, and only for what must NOT happen: a retry after the last, a second alert, a frame of a
 * paused background, a script that is never added. What must happen is waited for (locators, `expect.poll`, the
 * journeys' `until`), never for a set time. `why` names what is being given its chance to happen, for the reader.
 */
export async function nothingHappensFor(ms: number, why: string): Promise<void> {
  void why;
  await realTime(ms);
}
