import { site } from '@/content/site';
import type { EmailJsConfig } from './sendContactEmail';

const variables: Record<Exclude<keyof EmailJsConfig, 'origin'>, string> = {
  publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  templateId: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
};

/** Every page asks (the root layout delivers kept messages): each missing variable is named once in the log. */
const warned = new Set<string>();

/**
 * The EmailJS keys the contact form sends with, read at build time: each environment variable, else the owner's
 * value in content/site.ts. A missing one is warned about in the build log, naming the variable.
 */
export function emailJsConfig(): EmailJsConfig {
  const config = {} as EmailJsConfig;
  for (const [key, variable] of Object.entries(variables) as [keyof typeof variables, string][]) {
    config[key] = process.env[variable] || site.emailjs[key];
    if (!config[key] && !warned.has(variable)) {
      warned.add(variable);
      console.warn(`Warning: ${variable} is not set and content/site.ts has no emailjs.${key}: the contact form cannot send.`);
    }
  }
  // A test build's stand-in for the EmailJS API (see e2e/engines), which every browser can reach.
  if (process.env.NEXT_PUBLIC_EMAILJS_ORIGIN) config.origin = process.env.NEXT_PUBLIC_EMAILJS_ORIGIN;
  return config;
}
