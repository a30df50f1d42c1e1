import { accessibilitySchema, defineContent } from './schema';

/**
 * The accessibility statement's own words (/Accessibility). What the site meets, and what it does not, comes from the
 * criterion table, docs/accessibility.md, which the tests keep true; these are yours to keep true.
 */
export const accessibility = defineContent('content/accessibility.ts', accessibilitySchema, {
  description: 'How accessible this site is, what is known not to work yet, and how to tell me about a barrier.',
  responseTime: 'within five working days',
  reviewed: '2026-12-07',
});
