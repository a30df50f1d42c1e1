import { send } from '@emailjs/browser';

export type EmailJsConfig = { publicKey: string; serviceId: string; templateId: string };

/** The EmailJS template's variables (spec §3). */
export type TemplateParams = { from_name: string; from_email: string; to_name: string; message: string };

/**
 * The response text of a failure: EmailJS rejects with `{status, text}` (a network error has status 0 and no
 * text, which spec §8 calls 'Network Error') and throws a plain string for a missing key or ID.
 */
function describe(failure: unknown): unknown {
  if (!failure || typeof failure !== 'object' || !('status' in failure)) return failure;
  const { status, text } = failure as { status: number; text?: string };
  return text || (status === 0 ? 'Network Error' : `HTTP ${status}`);
}

/**
 * Sends the message through EmailJS, then tells the visitor only of success (spec §4): an alert on success, and
 * on any failure (an HTTP error, a network error, a missing key or ID) a console line. Never throws or rejects.
 */
export async function sendContactEmail(params: TemplateParams, config: EmailJsConfig): Promise<void> {
  try {
    // EmailJS 3 resolves only on status 200 or text 'OK', and throws synchronously when an ID is missing.
    await send(config.serviceId, config.templateId, params, config.publicKey);
  } catch (failure) {
    console.error('The message could not be sent:', describe(failure));
    return;
  }
  window.alert('Email Sent !');
}
