// After `next build` (`npm run build`): what each of the site's other languages shows in the first language's words,
// because its translations (content/<code>/) leave it out: listed, language by language, never an error.
import { importProjectModule } from './project-modules.mjs';

/** The lines the build prints: a heading a language with something untranslated, then each `file: field`. */
export async function untranslatedReport() {
  const { LANGUAGES } = await importProjectModule('lib/i18n/languages.ts');
  const { untranslated } = await importProjectModule('lib/i18n/translations.ts');
  const lines = [];
  for (const language of LANGUAGES) {
    const left = await untranslated(language);
    if (!left.length) continue;
    lines.push(`Untranslated in ${language} (shown in ${LANGUAGES[0]}'s words until written; README, "Languages"): ${left.length}`);
    lines.push(...left.map((entry) => `  - ${entry}`));
  }
  return lines;
}
