// Translations that know what they translated. Each language's record, content/<code>/translated.json, keeps a
// fingerprint of what the original said when each field and post was translated (written by
// `npm run mark-translations -- <code>`, and by the imports as they write); the build compares it with the originals
// now, so it needs no git history (a deploy's checkout is shallow). A translation without a record is unchecked, never
// stale.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a record keeps of an original text: a short fingerprint of it. */
export const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** A language's record: for each original module, each translated field's fingerprint; for each original post, its. */
export type TranslationRecord = { fields: Record<string, Record<string, string>>; posts: Record<string, string> };

/** Where the content modules are: content/, or CONTENT_DIR (the tests' second owner brings their own). */
export const contentDir = () => process.env.CONTENT_DIR || join(process.cwd(), 'content');

/** The record's file for a language, as the owner names it and on disk. */
export const recordFile = (language: string) => ({ shown: `content/${language}/translated.json`, path: join(contentDir(), language, 'translated.json') });

/** A language's record, if it has one. */
export function readRecord(language: string): TranslationRecord | undefined {
  const { path } = recordFile(language);
  if (!existsSync(path)) return undefined;
  const record = JSON.parse(readFileSync(path, 'utf8')) as Partial<TranslationRecord>;
  return { fields: record.fields ?? {}, posts: record.posts ?? {} };
}

/** Where a translation stands against its original: as recorded, changed since, or never recorded. */
export type TranslationState = 'current' | 'stale' | 'unchecked';

/** A translation's state from what its record says of the original (`recorded`) and the original's fingerprint now. */
export const stateOf = (recorded: string | undefined, now: string): TranslationState => (recorded === undefined ? 'unchecked' : recorded === now ? 'current' : 'stale');

/**
 * An original post as a record keys it (as the owner names it, wherever the posts are read from), and its fingerprint:
 * of what a translation translates, its title, summary and body.
 */
export const postKey = (file: string) => `content/posts/${file.split(/[\\/]/).pop()}`;
export const postFingerprint = ({ matter, body }: { matter: Record<string, unknown>; body: string }) => fingerprint(JSON.stringify([matter.title ?? '', matter.summary ?? '', body]));
