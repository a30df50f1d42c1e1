// How a translation lies over what it translates: pure functions of the data, shared by the build
// (lib/content/contentIn.ts) and the browser suite, which reads its expectations from the same modules.

import { isRecord } from '@/content/wordsOrData';
import { isCounted } from './counted';

/** What is wrong with a translation, a line each. */
export type Problems = string[];

/**
 * A translation laid over what it translates: objects key by key (a counted phrase's forms whole), lists of entries by position, a list of words (or
 * anything else) replaced whole. A picture given its own file takes that file's size. What the original does not
 * have is a mistake, named.
 */
export function overlay(base: unknown, over: unknown, where: string, problems: Problems): unknown {
  if (over === undefined) return base;
  if (Array.isArray(base) && Array.isArray(over) && base.some(isRecord)) {
    if (over.length > base.length) problems.push(`${where}: has ${over.length} entries, the original ${base.length} (a translation gives the same entries, in order)`);
    return base.map((item, i) => overlay(item, over[i], `${where}[${i}]`, problems));
  }
  // A counted phrase is given whole, in the forms of the translation's own language (lib/i18n/counted.ts).
  if (isCounted(base) && isRecord(over)) return over;
  if (isRecord(base) && isRecord(over)) {
    const merged: Record<string, unknown> = { ...base };
    if ('src' in over && over.src !== base.src) {
      delete merged.width;
      delete merged.height;
    }
    for (const [key, value] of Object.entries(over)) {
      if (!(key in base)) problems.push(`${where ? `${where}.` : ''}${key}: is not in the original`);
      else merged[key] = overlay(base[key], value, where ? `${where}.${key}` : key, problems);
    }
    return merged;
  }
  return over;
}

/**
 * Each word of `base` (its words only: content/wordsOrData.ts) against a translation of it: its path, the original's
 * text (a list of words, given whole, as one text) and whether the translation gives it. What it does not give is left
 * in the first language's words; what it gives, a record of the translation fingerprints (lib/i18n/staleness.ts).
 */
export function wordsAgainst(base: unknown, over: unknown, where: string): { path: string; text: string; given: boolean }[] {
  if (typeof base === 'string') return [{ path: where, text: base, given: typeof over === 'string' }];
  if (Array.isArray(base) && !base.some(isRecord) && Array.isArray(over)) return [{ path: where, text: JSON.stringify(base), given: true }];
  if (Array.isArray(base)) return base.flatMap((item, i) => wordsAgainst(item, Array.isArray(over) ? over[i] : undefined, `${where}[${i}]`));
  if (isRecord(base)) return Object.entries(base).flatMap(([key, value]) => wordsAgainst(value, isRecord(over) ? over[key] : undefined, where ? `${where}.${key}` : key));
  return [];
}
