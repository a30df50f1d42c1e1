import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { about } from '@/content/about';
import { experience } from '@/content/experience';
import { projects, showcase } from '@/content/projects';
import { aboutSchema, checkContent, experienceSchema, projectsSchema, showcaseSchema, siteSchema, type TranslationOf } from '@/content/schema';
import { site } from '@/content/site';
import { FIRST_LANGUAGE } from './languages';
import { en } from './words/en';
import { shippedWords, type Words, wordsSchema } from './words';

/** Everything the pages present, in one language. */
export type Content = {
  site: typeof site;
  about: typeof about;
  experience: typeof experience;
  projects: typeof projects;
  showcase: typeof showcase;
  words: Words;
};
type Part = keyof Content;

/** Each content module and what it exports: a translation, content/<code>/<module>.ts, exports the same names. */
const MODULES: Record<string, Part[]> = { site: ['site'], about: ['about'], experience: ['experience'], projects: ['projects', 'showcase'], words: ['words'] };

const original: Omit<Content, 'words'> = { site, about, experience, projects, showcase };
const SCHEMAS = { site: siteSchema, about: aboutSchema, experience: experienceSchema, projects: projectsSchema, showcase: showcaseSchema };

/**
 * Keys whose values are addresses, names, settings or what the build read from a file, never words to translate
 * (a date range keeps its English month names: the schema reads them).
 */
const NOT_WORDS = new Set([
  'url', 'href', 'src', 'link', 'canonical', 'id', 'slug', 'default', 'languages', 'email', 'publicKey', 'serviceId', 'templateId',
  'name', 'company', 'dateRange', 'format', 'hash',
]);

/** The interface's words inside the content modules: a language's own words give them where its translation does not. */
function interfaceWords(words: Words) {
  return {
    site: { theme: words.theme, resume: { headings: words.resumeHeadings }, blog: { page: words.blogPage, search: words.search } },
    projects: { page: words.projectPage },
  } as const;
}

type Problems = string[];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A translation laid over what it translates: objects key by key, lists of entries by position, a list of words (or
 * anything else) replaced whole. A picture given its own file takes that file's size. What the original does not
 * have is a mistake, named.
 */
function overlay(base: unknown, over: unknown, where: string, problems: Problems): unknown {
  if (over === undefined) return base;
  if (Array.isArray(base) && Array.isArray(over) && base.some(isRecord)) {
    if (over.length > base.length) problems.push(`${where}: has ${over.length} entries, the original ${base.length} (a translation gives the same entries, in order)`);
    return base.map((item, i) => overlay(item, over[i], `${where}[${i}]`, problems));
  }
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

/** What two partial trees give between them (the second's where both do). */
function both(first: unknown, second: unknown): unknown {
  if (!isRecord(first) || !isRecord(second)) return second ?? first;
  const keys = new Set([...Object.keys(first), ...Object.keys(second)]);
  return Object.fromEntries([...keys].map((key) => [key, both(first[key], second[key])]));
}

/** The words of `base` a translation leaves as they are: their paths. */
function untranslatedIn(base: unknown, over: unknown, where: string): string[] {
  if (typeof base === 'string') return over === undefined ? [where] : [];
  if (Array.isArray(base)) {
    if (Array.isArray(over) && !base.some(isRecord)) return [];
    return base.flatMap((item, i) => untranslatedIn(item, Array.isArray(over) ? over[i] : undefined, `${where}[${i}]`));
  }
  if (isRecord(base)) {
    return Object.entries(base)
      .filter(([key]) => !NOT_WORDS.has(key))
      .flatMap(([key, value]) => untranslatedIn(value, isRecord(over) ? over[key] : undefined, where ? `${where}.${key}` : key));
  }
  return [];
}

type Loaded = { content: Content; untranslated: string[] };

/** Where the content modules are: content/, or CONTENT_DIR (the tests' second owner brings their own). */
const contentDir = () => process.env.CONTENT_DIR || join(process.cwd(), 'content');

/** A translation module of a language, if the owner wrote it. */
async function translationModule(language: string, module: string): Promise<Record<string, TranslationOf<z.ZodType>> | undefined> {
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

async function load(language: string): Promise<Loaded> {
  // The interface's words: the shipped ones (English's where none ship), the owner's content/<code>/words.ts over them.
  const shipped = shippedWords(language);
  const wordsFile = `content/${language}/words.ts`;
  const ownWords = (await translationModule(language, 'words'))?.words;
  const words = translate(wordsFile, wordsSchema, shipped ?? en, ownWords?.data) as Words;
  const untranslated = shipped ? [] : untranslatedIn(en, ownWords?.data, '').map((path) => `${wordsFile}: ${path}`);
  if (language === FIRST_LANGUAGE) return { content: { ...original, words }, untranslated };

  const own = interfaceWords(words);
  const parts: Record<string, unknown> = {};
  for (const [module, names] of Object.entries(MODULES)) {
    if (module === 'words') continue;
    const translated = await translationModule(language, module);
    for (const name of names as (keyof typeof original)[]) {
      const file = translated?.[name]?.file ?? `content/${language}/${module}.ts`;
      const data = translated?.[name]?.data;
      // The content's interface words (theme, pagers, headings) are the language's own where the translation is silent.
      const fromWords = name === 'site' || name === 'projects' ? own[name] : undefined;
      parts[name] = translate(file, SCHEMAS[name], overlay(original[name], fromWords, '', []), data);
      // A module of two parts (projects.ts: projects and showcase) names the part.
      const part = names.length > 1 ? `${name}.` : '';
      untranslated.push(...untranslatedIn(original[name], both(fromWords, data), '').map((path) => `${file}: ${part}${path}`));
    }
  }
  return { content: { ...(parts as Omit<Content, 'words'>), words }, untranslated };
}

const loaded = new Map<string, Promise<Loaded>>();
const loadOnce = (language: string) => {
  if (!loaded.has(language)) loaded.set(language, load(language));
  return loaded.get(language)!;
};

/**
 * The content in a language: the first language's as written; another's, its translations (content/<code>/) over the
 * first language's, each left-out value the first language's, the interface's words the language's own.
 */
export async function contentIn(language: string): Promise<Content> {
  return (await loadOnce(language)).content;
}

/** What a language's translations leave as the first language has it: `file: path`, one a word. */
export async function untranslated(language: string): Promise<string[]> {
  return (await loadOnce(language)).untranslated;
}
