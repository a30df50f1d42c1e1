import { renderToBuffer } from '@react-pdf/renderer';
import { fontsFor } from '@/lib/fonts/drawingFonts';
import { formatDateRange } from '@/lib/resume/dateRange';
import { inLanguage } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import { pageUrl } from '@/lib/seo/siteUrl';
import Resume from './Resume';
import { resumeFonts } from './resumeFonts';

/**
 * The resume file the build writes for a language (`alex-morgan-resume.pdf`, under /<code>/resume/ for another
 * language), or none when the owner links a PDF of their own there.
 */
export async function generatedResume(language: string): Promise<string | undefined> {
  const { site } = await contentIn(language);
  return site.resume.src ? undefined : site.resume.href.split('/').pop();
}

/** The resume in a language, as a PDF: its words and headings the language's, its text drawn in fonts that have it. */
export async function drawResume(language: string): Promise<Response> {
  const { site, experience, projects, about, words } = await contentIn(language);
  const props = { site, jobs: experience.entries, projects: projects.entries, about, siteUrl: pageUrl(inLanguage(language, '/')), language, kind: words.resume, headings: words.resumeHeadings, present: words.present };
  // Every text the PDF draws, its dates as the language writes them, so the fonts chosen draw each character.
  const dates = [...experience.entries, ...(about.education ?? [])].map(({ dateRange }) => formatDateRange(dateRange, language, words.present));
  const fonts = fontsFor(JSON.stringify([site, experience, projects, about, words.resume, words.resumeHeadings, dates]), `The ${language} resume`);
  const pdf = await renderToBuffer(<Resume {...props} fontFamily={await resumeFonts(fonts)} />);
  return new Response(new Uint8Array(pdf), { headers: { 'content-type': 'application/pdf' } });
}
