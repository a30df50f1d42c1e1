import { validate } from '@jsonresume/schema';
import { inLanguage } from '../i18n/languages';
import { contentIn } from '../content/contentIn';
import { pageUrl } from '../seo/siteUrl';
import { toJsonResume } from './jsonResume';

/** The resume in a language as JSON Resume, checked against its schema: a resume it refuses stops the build, saying where. */
export async function resumeJson(language: string): Promise<Response> {
  const { site, experience, projects, about } = await contentIn(language);
  const resume = toJsonResume({ site, jobs: experience.entries, projects: projects.entries, about, siteUrl: pageUrl(inLanguage(language, '/')) });
  // A resume the schema refuses would be no use to those tools.
  validate(resume, (errors) => {
    if (errors) throw new Error(`${inLanguage(language, '/resume.json').slice(1)} does not fit the JSON Resume schema: ${errors.map((e) => `${e.property} ${e.message}`).join('; ')}`);
  });
  return Response.json(resume);
}
