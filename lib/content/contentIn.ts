import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { about } from '@/content/about';
import type { experience } from '@/content/experience';
import type { projects, showcase } from '@/content/projects';
import { checkContent, schemaOf } from '@/content/check';
import type { TranslationOf } from '@/content/translation';
import type { site } from '@/content/site';
import { wordsOnly } from '@/content/wordsOrData';
import { words as firstOwnWords } from '@/content/words';
import { directionOf, FIRST_LANGUAGE, LANGUAGES } from '../i18n/languages';
import { overlay, type Problems, wordsAgainst } from '../i18n/overlay';
import { isPseudo, pseudoTranslation } from '../i18n/pseudo';
import { contentDir, fingerprint, readRecord, stateOf, type TranslationRecord } from '../i18n/staleness';
import { translatedPosts } from '../posts/postSources';
import { en } from '../i18n/words/en';
import { countedProblems, shippedWords, type Words, wordsSchema } from '../i18n/words';
import { required } from '../required';

/**
 * Everything the pages present, in one language: the interface's words, and each part of the content, the spec's
 * typed here (a module of a kind of page's own is read with `partIn`).
 */
export type Content = { site: typeof site; about: typeof about; experience: typeof experience; projects: typeof projects; showcase: typeof showcase; words: Words };

/**
 * Every part of the content, found as it is written: each export of a module in content/ that `defineContent`
 * checked (content/check.ts), with its module (content/<module>.ts, whose translation content/<code>/<module>.ts
 * exports the same name) and schema.
 */
type Part = { module: string; name: string; value: unknown; schema: z.ZodType };
const PARTS: Promise<Part[]> = Promise.all(
  readdirSync(join(process.cwd(), 'content'))
    .filter((file) => file.endsWith('.ts'))
    .map(async (file) => {
      const module = file.slice(0, -'.ts'.length);
      const exported: Record<string, unknown> = await import(`../../content/${module}.ts`);
      return Object.entries(exported).flatMap(([name, value]) => {
        const schema = schemaOf(value);
        return schema ? [{ module, name, value, schema }] : [];
      });
    }),
).then((found) => found.flat());

/**
 * A language's content, what its translations leave untranslated, and what they translated against the record of it:
 * `stale`, changed in the original since; `unchecked`, with no record; `staleModules`, the modules with a stale field.
 */
type Loaded = { content: Content; untranslated: string[]; stale: string[]; unchecked: string[]; staleModules: Set<string>; now: TranslationRecord };

/** A module of a language's translations (content/<code>/<module>.ts), if the owner wrote it. */
async function contentModule(language: string, module: string): Promise<Record<string, TranslationOf<z.ZodType>> | undefined> {
  if (!existsSync(join(contentDir(), language, `${module}.ts`))) return undefined;
  return import(`../../content/${language}/${module}.ts`);
}

/** Where an error in a translation is reported. */
function fail(file: string, problems: Problems): never {
  throw new Error(`Invalid translation in ${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
}

/** A part laid over its base and checked by its schema, naming the translation's file when wrong. */
export function translate<S extends z.ZodType>(file: string, schema: S, base: unknown, data: unknown): z.output<S> {
  const problems: Problems = [];
  const merged = overlay(base, data, '', problems);
  if (problems.length) fail(file, problems);
  return checkContent(file, schema, merged);
}

/**
 * A language's interface words: the shipped ones (English's where none ship), the owner's over them (content/words.ts
 * for the first language, content/<code>/words.ts for another: `export const words = { form: { required: '…' } }`),
 * and what is left in English.
 */
function wordsOf(language: string, own: unknown): { words: Words; untranslated: string[] } {
  const file = language === FIRST_LANGUAGE ? 'content/words.ts' : `content/${language}/words.ts`;
  const shipped = shippedWords(language);
  const counts = countedProblems(own, language);
  if (counts.length) fail(file, counts);
  return {
    words: translate(file, wordsSchema, shipped ?? en, own) as Words,
    untranslated: shipped ? [] : wordsAgainst(wordsOnly(wordsSchema, en), own, '').flatMap(({ path, given }) => (given ? [] : [`${file}: ${path}`])),
  };
}

const first = wordsOf(FIRST_LANGUAGE, firstOwnWords);
/** The first language's interface words, for what is written in it alone (the tags' pages, their titles). */
export const FIRST_WORDS = first.words;

async function load(language: string): Promise<Loaded> {
  const now: TranslationRecord = { fields: {}, posts: {} };
  const all = await PARTS;
  const contentOf = (parts: [string, unknown][], words: Words) => ({ ...Object.fromEntries(parts), words }) as Content;
  if (language === FIRST_LANGUAGE) {
    const parts = all.map(({ name, value }): [string, unknown] => [name, value]);
    return { content: contentOf(parts, first.words), untranslated: [...first.untranslated], stale: [], unchecked: [], staleModules: new Set(), now };
  }
  if (isPseudo(language)) {
    // Every word the first language's, made over (lib/i18n/pseudo.ts), and checked as a translation is.
    const parts = all.map(({ module, name, value, schema }): [string, unknown] => [name, translate(`content/${language}/${module}.ts`, schema, value, pseudoTranslation(schema, value))]);
    return { content: contentOf(parts, pseudoTranslation(wordsSchema, first.words)), untranslated: [], stale: [], unchecked: [], staleModules: new Set(), now };
  }
  const { words, untranslated } = wordsOf(language, (await contentModule(language, 'words'))?.words);

  const parts: [string, unknown][] = [];
  const record = readRecord(language);
  const [stale, unchecked, staleModules] = [[] as string[], [] as string[], new Set<string>()];
  const shownInFirst = new Set<string>();
  untranslatedTexts.set(language, shownInFirst);
  for (const { module, name, value, schema } of all) {
    const translated = (await contentModule(language, module))?.[name];
    const file = translated?.file ?? `content/${language}/${module}.ts`;
    parts.push([name, translate(file, schema, value, translated?.data)]);
    // A module of two parts (projects.ts: projects and showcase) names the part.
    const part = all.filter((other) => other.module === module).length > 1 ? `${name}.` : '';
    const against = wordsAgainst(wordsOnly(schema, value), translated?.data, '');
    for (const { path, text } of against.filter(({ given }) => !given)) {
      untranslated.push(`${file}: ${part}${path}`);
      shownInFirst.add(text);
    }
    for (const { path, text } of against.filter(({ given }) => given)) {
      now.fields[`content/${module}.ts`] ??= {};
      const [fields, key] = [now.fields[`content/${module}.ts`], `${part}${path}`];
      fields[key] = fingerprint(text);
      const state = stateOf(record?.fields[`content/${module}.ts`]?.[key], fields[key]);
      if (state === 'stale') {
        stale.push(`${file}: ${part}${path} (content/${module}.ts changed since)`);
        staleModules.add(module);
      }
      if (state === 'unchecked') unchecked.push(`${file}: ${part}${path}`);
    }
  }
  for (const post of translatedPosts(language, LANGUAGES)) {
    now.posts[post.original] = post.now;
    const state = stateOf(record?.posts[post.original], post.now);
    if (state === 'stale') stale.push(`${post.translation} (${post.original} changed since)`);
    if (state === 'unchecked') unchecked.push(post.translation);
  }
  return { content: contentOf(parts, words), untranslated, stale, unchecked, staleModules, now };
}

/** Each other language's content texts its translations leave in the first language's words (filled as it loads). */
const untranslatedTexts = new Map<string, Set<string>>();

/**
 * The attributes `text` carries on a page in `language` when it is in the first language's words (its translation left
 * the field that holds it as the first language has it): that language, and its direction where it differs; none
 * otherwise. Asked once the page has its content (`contentIn(language)`).
 */
export function untranslatedMark(language: string, text: string): LanguageMark | undefined {
  return untranslatedTexts.get(language)?.has(text) ? firstLanguageMark(language) : undefined;
}

/** The attributes of a text in `textLanguage` on a page in `language`: that language, and its direction where it differs; none on its own pages. */
export function languageMark(textLanguage: string, language: string): LanguageMark | undefined {
  if (language === textLanguage) return undefined;
  const direction = directionOf(textLanguage);
  return { lang: textLanguage, ...(direction !== directionOf(language) && { dir: direction }) };
}

/** The attributes of a text in the first language's words on a page in `language`: none on the first language's own. */
export const firstLanguageMark = (language: string) => languageMark(FIRST_LANGUAGE, language);
export type LanguageMark = { lang: string; dir?: 'ltr' | 'rtl' };

const loaded = new Map<string, Promise<Loaded>>();
const loadOnce = (language: string) => {
  if (!loaded.has(language)) loaded.set(language, load(language));
  return required(loaded.get(language), `the content in ${language}`);
};

/**
 * The content in a language: the first language's as written; another's, its translations (content/<code>/) over the
 * first language's, each left-out value the first language's, the interface's words the language's own.
 */
export async function contentIn(language: string): Promise<Content> {
  return (await loadOnce(language)).content;
}

/**
 * A part of the content beyond the spec's, in `language`: given as its module exports it (`talks`, imported from
 * content/talks.ts), typed as it is there.
 */
export async function partIn<T>(language: string, part: T): Promise<T> {
  const found = (await PARTS).find(({ value }) => value === part);
  if (!found) throw new Error('partIn: not a part of the content (a module in content/ exports it, made by defineContent)');
  return (await contentIn(language))[found.name as keyof Content] as T;
}

/** What a language's translations translated against their record: stale (`file: path`, a post's file) and unchecked. */
export async function translationState(language: string): Promise<{ stale: string[]; unchecked: string[] }> {
  const { stale, unchecked } = await loadOnce(language);
  return { stale, unchecked };
}

/** Whether a content module (`about`, `projects`…) of a language has a field whose original changed since it was translated. */
export async function hasStale(language: string, module: string): Promise<boolean> {
  return (await loadOnce(language)).staleModules.has(module);
}

/** The record of a language's translations as they stand: every translated field's and post's original, fingerprinted. */
export async function recordNow(language: string): Promise<TranslationRecord> {
  return (await loadOnce(language)).now;
}

/** What a language's translations leave as the first language has it: `file: path`, one a word. */
export async function untranslated(language: string): Promise<string[]> {
  return (await loadOnce(language)).untranslated;
}
