import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { overlay } from '../lib/i18n/overlay';
import { isPseudo, pseudoTranslation } from '../lib/i18n/pseudo';
import { aboutSchema, experienceSchema, projectsSchema, siteSchema } from '../content/schema';
import { SHIPPED_WORDS, wordsSchema } from '../lib/i18n/words';
import { readPostSources } from '../lib/posts/postSources';
import { OWNER_FIXTURE, OWNER_RUN } from '../scripts/test/test-exports.mjs';
import { required } from '../lib/required';

/**
 * The content the export under test was built from, which every browser test reads its expectations from: the
 * project's content/, or the second owner's fixture content when `E2E_CONTENT=owner`.
 */
const root = join(import.meta.dirname, '..');
export const CONTENT_DIR = OWNER_RUN ? join(root, OWNER_FIXTURE, 'content') : join(root, 'content');
const contentDir = CONTENT_DIR;
// The content modules read their pictures' sizes; the fixture's pictures are its own.
if (OWNER_RUN) process.env.PUBLIC_DIR = join(root, OWNER_FIXTURE, 'public');

const load = <T>(module: string): Promise<T> => import(pathToFileURL(join(contentDir, `${module}.ts`)).href);

export const { site } = await load<typeof import('../content/site')>('site');
export const { experience } = await load<typeof import('../content/experience')>('experience');
export const { projects, showcase } = await load<typeof import('../content/projects')>('projects');
export const { about } = await load<typeof import('../content/about')>('about');
/** The interface's words in a language: the shipped ones (English's where none ship), the owner's words.ts over them. */
const wordsIn = async (language: string, module: string) => overlay(SHIPPED_WORDS[language] ?? SHIPPED_WORDS.en, (await load<{ words?: unknown }>(module).catch(() => ({ words: undefined }))).words, '', []) as typeof SHIPPED_WORDS.en;

/** The site's languages, its own first. */
export const LANGUAGES: readonly string[] = site.languages;
/** The interface's words in the first language (content/words.ts over those the site ships). */
export const WORDS = await wordsIn(LANGUAGES[0], 'words');

type Translated = { site: typeof site; about: typeof about; projects: typeof projects; experience: typeof experience; words: typeof SHIPPED_WORDS.en };
/** What a translation module of a language gives (content/<code>/<module>.ts), if the owner wrote it. */
async function translationOf(language: string, module: string): Promise<Record<string, { data: unknown }>> {
  try {
    return await load(`${language}/${module}`);
  } catch {
    return {};
  }
}

/**
 * A language's content as its pages show it: its translations over the first language's (lib/i18n/overlay.ts); a
 * pseudo-language's, every word of the first language's made over (lib/i18n/pseudo.ts, whose words its own test
 * states).
 */
async function translated(language: string): Promise<Translated> {
  if (isPseudo(language)) {
    return {
      site: pseudoTranslation(siteSchema, site),
      about: pseudoTranslation(aboutSchema, about),
      projects: pseudoTranslation(projectsSchema, projects),
      experience: pseudoTranslation(experienceSchema, experience),
      words: pseudoTranslation(wordsSchema, WORDS),
    };
  }
  const [own, ownAbout, ownProjects, ownExperience] = await Promise.all(['site', 'about', 'projects', 'experience'].map((module) => translationOf(language, module)));
  return {
    site: overlay(site, own.site?.data, '', []) as typeof site,
    about: overlay(about, ownAbout.about?.data, '', []) as typeof about,
    projects: overlay(projects, ownProjects.projects?.data, '', []) as typeof projects,
    experience: overlay(experience, ownExperience.experience?.data, '', []) as typeof experience,
    words: await wordsIn(language, `${language}/words`),
  };
}

/** Each other language's content, by its code. */
export const IN_LANGUAGE: Record<string, Translated> = Object.fromEntries(await Promise.all(LANGUAGES.slice(1).map(async (language) => [language, await translated(language)] as const)));
/** The interface's words in one of the site's languages. */
export const wordsOf = (language: string) => (language === LANGUAGES[0] ? WORDS : IN_LANGUAGE[language].words);
/** A language's own name for itself, as the switcher shows it. */
export const nameOf = (language: string) => {
  const name = required(new Intl.DisplayNames([language], { type: 'language' }).of(language));
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
};

export type PublishedPost = { slug: string; title: string; date: string; tags: string[]; body: string };

/** A post's translation: its language, its title there, and its tags: each the original's, as the translation names it. */
export type TranslatedPost = { slug: string; language: string; title: string; tags: { name: string; original: string }[] };

/**
 * The posts in a content folder's posts/ that the export shows, newest first; its drafts' titles; and the shown
 * posts' translations into its other `languages` (`<slug>.<code>.md`).
 */
function postsOf(dir: string, languages: readonly string[]): { published: PublishedPost[]; drafts: string[]; translations: TranslatedPost[] } {
  const sources = readPostSources(join(dir, 'posts'), languages);
  const originals = sources.filter((source) => !source.language);
  const published = originals
    .filter((source) => source.matter.draft !== true)
    .map(({ slug, matter, body }) => ({ slug, title: String(matter.title), date: String(matter.date), tags: (matter.tags as string[] | undefined) ?? [], body }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const translations = sources
    .filter((source) => source.language && source.matter.draft !== true && published.some((post) => post.slug === source.slug))
    .map(({ slug, language, matter }) => {
      const original = required(published.find((post) => post.slug === slug)).tags;
      const names = (matter.tags as string[] | undefined) ?? original;
      return { slug, language: required(language), title: String(matter.title), tags: original.map((tag, i) => ({ name: names[i], original: tag })) };
    });
  return { published, drafts: originals.filter((source) => source.matter.draft === true).map((source) => String(source.matter.title)), translations };
}

export const posts = postsOf(contentDir, LANGUAGES);

/** The second owner's site (content/site.ts: their languages, the third parties they chose), read with their pictures. */
async function readOwnerSite(): Promise<typeof site> {
  if (OWNER_RUN) return site;
  const shipped = process.env.PUBLIC_DIR;
  process.env.PUBLIC_DIR = join(root, OWNER_FIXTURE, 'public');
  try {
    const { site: owner } = await import(pathToFileURL(join(root, OWNER_FIXTURE, 'content', 'site.ts')).href);
    return owner;
  } finally {
    if (shipped === undefined) delete process.env.PUBLIC_DIR;
    else process.env.PUBLIC_DIR = shipped;
  }
}
export const ownerSite = await readOwnerSite();
export const ownerLanguages: readonly string[] = ownerSite.languages;
/** The second owner's posts, which the cross-engine post journey reads on their site. */
export const ownerPosts = postsOf(join(root, OWNER_FIXTURE, 'content'), ownerLanguages);

/**
 * A word of this post's that no other post, nor any other page's content, has: a search for it finds this post
 * alone. (Plain letters, six or more, outside code.)
 */
export function wordOnlyIn(post: PublishedPost, among: PublishedPost[] = posts.published): string | undefined {
  const words = (text: string) =>
    new Set(
      text
        .replace(/```[\s\S]*?```|`[^`]*`/g, ' ')
        .toLowerCase()
        .match(/\b[a-z]{6,}\b/g) ?? [],
    );
  const elsewhere = words([JSON.stringify({ site, experience, projects, about }), ...among.filter((other) => other !== post).flatMap((other) => [other.title, other.body])].join(' '));
  return [...words(post.body)].find((word) => !elsewhere.has(word));
}
