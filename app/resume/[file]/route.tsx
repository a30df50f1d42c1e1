import { drawResume, generatedResume } from '@/components/drawn-at-build/ResumeFile';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';

// Written into the export at build time as resume/<owner>-resume.pdf, from the content; nothing when
// content/site.ts names the owner's own PDF.
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  const file = await generatedResume(FIRST_LANGUAGE);
  return file ? [{ file }] : [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  if ((await params).file !== (await generatedResume(FIRST_LANGUAGE))) return new Response('Not found', { status: 404 });
  return drawResume(FIRST_LANGUAGE);
}
