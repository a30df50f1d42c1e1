// zod/mini: the same validation as zod, tree-shaken to a few KB, as this schema ships to the browser.
import * as z from 'zod/mini';

/**
 * The contact form's check, mirroring the spec's form-level check: only an empty e-mail or message is an error, said
 * in the page's language ("This is required!" in English). The declared field rules it overrides (name ≤ 20
 * letters, e-mail shape, letters-only message) are not enforced.
 */
export function contactSchema(requiredMessage: string) {
  const required = z.string().check(z.minLength(1, requiredMessage));
  return z.object({
    your_name: z.string(),
    your_email: required,
    message: required,
  });
}

export type ContactValues = z.infer<ReturnType<typeof contactSchema>>;
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** The values when they may be sent, and the message to show under each field that is wrong. */
export function validateContact(values: ContactValues, requiredMessage: string): { data?: ContactValues; errors: ContactErrors } {
  const result = contactSchema(requiredMessage).safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as keyof ContactValues] ??= issue.message;
  return { errors };
}
