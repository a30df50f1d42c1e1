import { init, send } from '@emailjs/browser';

export type EmailJsConfig = {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Where the API is, when not EmailJS's own: only test builds set it (NEXT_PUBLIC_EMAILJS_ORIGIN). */
  origin?: string;
};

/** The EmailJS template's variables (spec §3). */
export type TemplateParams = { from_name: string; from_email: string; to_name: string; message: string };

/**
 * How a send that failed for a reason that may pass is tried again: after 1, 2, 4 and 8 s, each attempt only once
 * the one before has answered, and none starting later than 30 s after the first.
 */
export const RETRY = { attempts: 5, firstDelayMs: 1000, withinMs: 30_000 } as const;

/**
 * Whether a failure may pass on its own: no answer at all (EmailJS's status 0: offline, a dropped connection), a
 * server error, a timeout or a rate limit. Any other rejection (a bad key, a bad template) will fail again.
 */
export function isTransient(failure: unknown): boolean {
  if (!failure || typeof failure !== 'object' || !('status' in failure)) return false;
  const { status } = failure as { status: number };
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * The response text of a failure: EmailJS rejects with `{status, text}` (a network error has status 0 and no
 * text, which spec §8 calls 'Network Error') and throws a plain string for a missing key or ID.
 */
export function describeFailure(failure: unknown): unknown {
  if (!failure || typeof failure !== 'object' || !('status' in failure)) return failure;
  const { status, text } = failure as { status: number; text?: string };
  return text || (status === 0 ? 'Network Error' : `HTTP ${status}`);
}

/**
 * How a send ended: delivered; rejected for a reason that will not pass; or still unsent, after the attempts
 * RETRY allows failed for reasons that may pass, or because the page was left (`left`) before they were over.
 */
export type SendOutcome = { outcome: 'delivered' } | { outcome: 'rejected'; failure: unknown } | { outcome: 'unsent'; failure: unknown; left: boolean };

/**
 * Sends the message through EmailJS, trying a transient failure again with the same payload (see RETRY) until the
 * page is left. Tells the visitor nothing: the callers do. Never throws or rejects.
 */
export async function attemptSend(params: TemplateParams, config: EmailJsConfig): Promise<SendOutcome> {
  const started = Date.now();
  let left = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake = () => {};
  const leave = () => {
    left = true;
    clearTimeout(timer);
    wake();
  };
  window.addEventListener('pagehide', leave);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        if (config.origin) init(config.publicKey, config.origin);
        // EmailJS 3 resolves only on status 200 or text 'OK', and throws synchronously when an ID is missing.
        await send(config.serviceId, config.templateId, params, config.publicKey);
        return { outcome: 'delivered' };
      } catch (failure) {
        if (!isTransient(failure)) return { outcome: 'rejected', failure };
        const delay = RETRY.firstDelayMs * 2 ** (attempt - 1);
        if (attempt >= RETRY.attempts || Date.now() + delay - started > RETRY.withinMs || left) {
          return { outcome: 'unsent', failure, left };
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, delay);
        });
        if (left) return { outcome: 'unsent', failure, left };
      }
    }
  } finally {
    window.removeEventListener('pagehide', leave);
  }
}

/**
 * Sends a message that could not be kept in the outbox (storage full or disabled): as attemptSend, then an alert
 * on success, and on a final failure one console line with the last response text (spec §4, §8).
 */
export async function sendContactEmail(params: TemplateParams, config: EmailJsConfig, sentAlert: string): Promise<void> {
  const result = await attemptSend(params, config);
  if (result.outcome === 'delivered') window.alert(sentAlert);
  else console.error('The message could not be sent:', describeFailure(result.failure));
}
