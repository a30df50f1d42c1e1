import type { TemplateParams } from './sendContactEmail';

/**
 * The contact form's outbox: messages not yet delivered, kept in this origin's localStorage under one key until
 * they are, so none is lost to a dropped network or a service that is down for a while. This module only reads
 * and writes the list (every page loads it); the sending is lib/contact/deliverOutbox.ts, fetched when there is something
 * to send.
 */
export const OUTBOX = {
  /** The localStorage key: a JSON array of KeptMessage, oldest first. */
  key: 'contact-outbox',
  /** At most this many are kept: a further one drops the oldest. */
  limit: 5,
  /** A message not delivered within this long after it was written is given up. */
  keepMs: 7 * 24 * 60 * 60 * 1000,
} as const;

export type KeptMessage = { id: string; keptAt: number; params: TemplateParams };

const isKept = (entry: unknown): entry is KeptMessage => {
  if (!entry || typeof entry !== 'object') return false;
  const { id, keptAt, params } = entry as Partial<KeptMessage>;
  return typeof id === 'string' && typeof keptAt === 'number' && Boolean(params) && typeof params?.message === 'string';
};

/** The kept messages, oldest first; undefined where storage is disabled or throws (private modes). */
export function readOutbox(): KeptMessage[] | undefined {
  try {
    const stored = localStorage.getItem(OUTBOX.key);
    if (!stored) return [];
    const list: unknown = JSON.parse(stored);
    // Anything else under the key (a hand edit, another version) is not a message to send.
    return Array.isArray(list) ? list.filter(isKept) : [];
  } catch (error) {
    return error instanceof SyntaxError ? [] : undefined;
  }
}

/** Writes the list (removing the key when it is empty); false where storage is full, disabled or throws. */
function writeOutbox(list: KeptMessage[]): boolean {
  try {
    if (list.length) localStorage.setItem(OUTBOX.key, JSON.stringify(list));
    else localStorage.removeItem(OUTBOX.key);
    return true;
  } catch {
    return false;
  }
}

/** Whether anything waits to be sent: all an ordinary page does for the outbox, once it has loaded. */
export function hasKeptMessages(): boolean {
  return Boolean(readOutbox()?.length);
}

/**
 * Keeps a message before its first attempt, so a page closed mid-send loses nothing. Returns the kept entry, or
 * undefined where it could not be kept (storage full, disabled or throwing): the caller then sends it as before.
 */
export function keepMessage(params: TemplateParams, now = Date.now()): KeptMessage | undefined {
  const list = readOutbox();
  if (!list) return undefined;
  const entry: KeptMessage = { id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`, keptAt: now, params };
  list.push(entry);
  for (const dropped of list.splice(0, Math.max(0, list.length - OUTBOX.limit))) {
    console.error(`The outbox keeps ${OUTBOX.limit} messages: the oldest, from ${new Date(dropped.keptAt).toISOString()}, was dropped unsent.`);
  }
  return writeOutbox(list) ? entry : undefined;
}

/** Removes a message from the outbox: the moment it is delivered, rejected or given up. */
export function forgetMessage(id: string): void {
  const list = readOutbox();
  if (list) writeOutbox(list.filter((entry) => entry.id !== id));
}
