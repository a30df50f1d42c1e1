// After `next build` (`npm run build`): what each of the site's other languages shows in the first language's words,
// because its translations (content/<code>/) leave it out; what they translated from an original that changed since
// (stale), or with no record of it (unchecked): listed, language by language, never an error.
import { importProjectModule } from './project-modules.mjs';

/** The lines the build prints: a heading a language with something untranslated, then each `file: field`. */
export async function untranslatedReport() {
  const { LANGUAGES } = await importProjectModule('lib/i18n/languages.ts');
  const { translationState, untranslated } = await importProjectModule('lib/content/contentIn.ts');
  const lines = [];
  for (const language of LANGUAGES) {
    const left = await untranslated(language);
    if (!left.length) continue;
    lines.push(`Untranslated in ${language} (shown in ${LANGUAGES[0]}'s words until written; README, "Languages"): ${left.length}`);
    lines.push(...left.map((entry) => `  - ${entry}`));
  }
  for (const language of LANGUAGES.slice(1)) {
    const { stale, unchecked } = await translationState(language);
    if (stale.length) lines.push(`Stale in ${language} (its original changed after it was translated; README, "Languages"): ${stale.length}`, ...stale.map((entry) => `  - ${entry}`));
    if (unchecked.length) lines.push(`Unchecked in ${language} (no record of what was translated: npm run mark-translations -- ${language}): ${unchecked.length}`);
  }
  return lines;
}
