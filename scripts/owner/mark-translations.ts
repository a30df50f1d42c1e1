// npm run mark-translations -- <code>: after reviewing a language's translations, records what each translated field
// and post's original says now (content/<code>/translated.json), so the build can tell when an original changes after
// its translation (lib/i18n/staleness.ts). Run by jiti, with the project's `@/` paths (scripts/build/project-modules.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { importProjectModule } from '../build/project-modules.mjs';
import { isCommand } from './command';

/** Writes a language's record as its translations stand; returns the file and how many fields and posts it holds. */
export async function markTranslations(language: string, only?: { modules?: string[]; posts?: string[] }) {
  const { LANGUAGES } = await importProjectModule('lib/i18n/languages.ts');
  if (!LANGUAGES.slice(1).includes(language)) throw new Error(`"${language}" is not one of the site's other languages (content/site.ts: ${LANGUAGES.join(', ')})`);
  const { recordNow } = await importProjectModule('lib/content/contentIn.ts');
  const { readRecord, recordFile } = await importProjectModule('lib/i18n/staleness.ts');
  const now = await recordNow(language);
  // With `only`, what the imports just wrote is recorded, and the rest of the record kept as it was.
  const kept = only ? (readRecord(language) ?? { fields: {}, posts: {} }) : { fields: {}, posts: {} };
  const pick = <T>(all: Record<string, T>, keys?: string[]) => Object.fromEntries(Object.entries(all).filter(([key]) => !only || keys?.includes(key)));
  const record = { fields: { ...kept.fields, ...pick(now.fields, only?.modules) }, posts: { ...kept.posts, ...pick(now.posts, only?.posts) } };
  const { shown, path } = recordFile(language);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`);
  const fields = Object.values(record.fields).reduce((count: number, paths) => count + Object.keys(paths as object).length, 0);
  return { file: shown, fields, posts: Object.keys(record.posts).length };
}

/** What the imports call once they have written a translation: records it, or says why it could not. */
export async function recordWritten(language: string, only: { modules?: string[]; posts?: string[] }) {
  try {
    const { file } = await markTranslations(language, only);
    console.log(`\nRecorded what the originals said, for the build to tell when one changes: ${file}.`);
  } catch (error) {
    console.log(`\nNot recorded for later checks: ${(error as Error).message}.`);
  }
}

if (isCommand(__filename)) {
  const [language] = process.argv.slice(2);
  if (!language) {
    console.error('Usage: npm run mark-translations -- <language code>');
    process.exit(2);
  }
  markTranslations(language).then(
    ({ file, fields, posts }) => console.log(`Marked ${language}'s translations as current: ${fields} fields and ${posts} posts, in ${file}.`),
    (error: Error) => {
      console.error(`Nothing was marked: ${error.message}`);
      process.exit(1);
    },
  );
}
