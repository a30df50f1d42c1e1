// How a translation lies over what it translates: pure functions of the data, shared by the build
// (lib/content/contentIn.ts) and the browser suite, which reads its expectations from the same modules.

import { isCounted } from './counted';

/** What is wrong with a translation, a line each. */
export type Problems = string[];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** The words of `base` (its words only: content/wordsOrData.ts) a translation leaves as they are: each its path, and its text. */
export function untranslatedIn(base: unknown, over: unknown, where: string): { path: string; text: string }[] {
  if (typeof base === 'string') return over === undefined ? [{ path: where, text: base }] : [];
  if (Array.isArray(base)) {
    if (Array.isArray(over) && !base.some(isRecord)) return [];
    return base.flatMap((item, i) => untranslatedIn(item, Array.isArray(over) ? over[i] : undefined, `${where}[${i}]`));
  }
  if (isRecord(base)) {
    return Object.entries(base).flatMap(([key, value]) => untranslatedIn(value, isRecord(over) ? over[key] : undefined, where ? `${where}.${key}` : key));
  }
  return [];
}

/**
 * The words a translation gives, each with what the original (its words only) says there (a list of words, given whole, as one text):
 * what a record of the translation fingerprints (lib/i18n/staleness.ts).
 */
export function translatedIn(base: unknown, over: unknown, where: string): { path: string; original: string }[] {
  if (over === undefined) return [];
  if (typeof base === 'string') return typeof over === 'string' ? [{ path: where, original: base }] : [];
  if (Array.isArray(base)) {
    if (!base.some(isRecord)) return Array.isArray(over) ? [{ path: where, original: JSON.stringify(base) }] : [];
    return base.flatMap((item, i) => translatedIn(item, Array.isArray(over) ? over[i] : undefined, `${where}[${i}]`));
  }
  if (!isRecord(base) || !isRecord(over)) return [];
  return Object.entries(base).flatMap(([key, value]) => translatedIn(value, over[key], where ? `${where}.${key}` : key));
}
