import { forgetMessage, OUTBOX, readOutbox } from './outbox';
import { attemptSend, describeFailure, type EmailJsConfig } from './sendContactEmail';

/** The fallback lock's key in localStorage, and how long a claim on it lasts unless its holder renews it. */
const LEASE = { key: `${OUTBOX.key}-lease`, ms: 60_000, settleMs: 100 } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where the browser has no Web Locks: a lease in localStorage, claimed when free or lapsed, then confirmed after a
 * pause (two tabs claiming at once both see the one write that won), renewed while held and released after.
 * Storage is shared by every tab of the origin at once, so a lapsed holder (a tab closed mid-send) frees it.
 */
async function withLease(work: () => Promise<void>): Promise<void> {
  const owner = Math.random().toString(36).slice(2);
  const holder = (): { owner: string; until: number } | null => JSON.parse(localStorage.getItem(LEASE.key) ?? 'null');
  const claim = () => localStorage.setItem(LEASE.key, JSON.stringify({ owner, until: Date.now() + LEASE.ms }));
  for (;;) {
    const lease = holder();
    if (lease && lease.owner !== owner && lease.until > Date.now()) {
      await sleep(1000);
      continue;
    }
    claim();
    await sleep(LEASE.settleMs + Math.random() * LEASE.settleMs);
    if (holder()?.owner === owner) break;
  }
  const renew = setInterval(claim, LEASE.ms / 3);
  try {
    await work();
  } finally {
    clearInterval(renew);
    if (holder()?.owner === owner) localStorage.removeItem(LEASE.key);
  }
}

/** Runs `work` while no other page of the site is delivering: a Web Lock where there is one, else the lease. */
function withOutboxLock(work: () => Promise<void>): Promise<void> {
  if (navigator.locks?.request) return navigator.locks.request(OUTBOX.key, work);
  return withLease(work);
}

/**
 * Delivers the outbox's messages, oldest first, one page at a time: each is sent (with attemptSend's retries),
 * removed the moment it is delivered and announced with the spec's alert (`sentAlert`, in the page's language) on
 * whatever page this is; a rejection
 * that will not pass, or a message older than OUTBOX.keepMs, is removed with one console line; one that is still
 * unsent stays for the next time the browser comes online or the visitor opens a page. Never throws or rejects.
 */
export async function deliverOutbox(config: EmailJsConfig, sentAlert: string): Promise<void> {
  if (navigator.onLine === false) return; // The 'online' event brings it back.
  try {
    await withOutboxLock(async () => {
      const tried = new Set<string>();
      for (;;) {
        if (navigator.onLine === false) return;
        // Read afresh each time: another page may have delivered, or kept, a message meanwhile.
        const entry = readOutbox()?.find(({ id }) => !tried.has(id));
        if (!entry) return;
        tried.add(entry.id);
        if (Date.now() - entry.keptAt > OUTBOX.keepMs) {
          forgetMessage(entry.id);
          console.error(`The message could not be sent within ${OUTBOX.keepMs / 86_400_000} days, and is given up.`);
          continue;
        }
        const result = await attemptSend(entry.params, config);
        if (result.outcome === 'delivered') {
          forgetMessage(entry.id);
          window.alert(sentAlert);
        } else if (result.outcome === 'rejected') {
          forgetMessage(entry.id);
          console.error('The message could not be sent:', describeFailure(result.failure));
        } else if (result.left) {
          return;
        }
      }
    });
  } catch {
    // Storage or the lock failing mid-way: what is kept stays kept, for the next page or the next 'online'.
  }
}
