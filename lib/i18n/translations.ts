import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { about } from '@/content/about';
import { experience } from '@/content/experience';
import { projects, showcase } from '@/content/projects';
import { checkContent } from '@/content/check';
import { aboutSchema, experienceSchema, projectsSchema, showcaseSchema, siteSchema } from '@/content/schema';
import type { TranslationOf } from '@/content/translation';
import { site } from '@/content/site';
import { FIRST_LANGUAGE } from './languages';
import { both, interfaceWords, overlay, type Problems, untranslatedIn } from './overlay';
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
type Part = keyof Omit<Content, 'words'>;

/** Each content module and what it exports: its translation, content/<code>/<module>.ts, exports the same names. */
const MODULES: Record<string, Part[]> = { site: ['site'], about: ['about'], experience: ['experience'], projects: ['projects', 'showcase'] };

const original: Omit<Content, 'words'> = { site, about, experience, projects, showcase };
const SCHEMAS = { site: siteSchema, about: aboutSchema, experience: experienceSchema, projects: projectsSchema, showcase: showcaseSchema };

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
  // content/<code>/words.ts: `export const words = { form: { required: '…' } }`, any part of the words.
  const ownWords = (await translationModule(language, 'words'))?.words as unknown as Record<string, unknown> | undefined;
  const words = translate(wordsFile, wordsSchema, shipped ?? en, ownWords) as Words;
  const untranslated = shipped ? [] : untranslatedIn(en, ownWords, '').map((path) => `${wordsFile}: ${path}`);
  if (language === FIRST_LANGUAGE) return { content: { ...original, words }, untranslated };

  const own = interfaceWords(words);
  const parts: Record<string, unknown> = {};
  for (const [module, names] of Object.entries(MODULES)) {
    const translated = await translationModule(language, module);
    for (const name of names) {
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
