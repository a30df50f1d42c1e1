import { drawResume, generatedResume } from '@/components/drawn-at-build/ResumeFile';
import { OTHER_LANGUAGES } from '@/lib/i18n/languages';

// Each other language's resume, written at build time as /<code>/resume/<owner>-resume.pdf, from its content; none
// where its content names a PDF of the owner's own.
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  const files = await Promise.all(OTHER_LANGUAGES.map(async (lang) => ({ lang, file: await generatedResume(lang) })));
  return files.filter((params): params is { lang: string; file: string } => params.file !== undefined);
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; file: string }> }) {
  const { lang, file } = await params;
  if (file !== (await generatedResume(lang))) return new Response('Not found', { status: 404 });
  return drawResume(lang);
}
