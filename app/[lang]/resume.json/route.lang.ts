import { OTHER_LANGUAGES } from '@/lib/i18n/languages';
import { resumeJson } from '@/lib/resume/jsonResumeFile';

// Each other language's resume.json, at /<code>/resume.json, from its content.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => OTHER_LANGUAGES.map((lang) => ({ lang }));

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return resumeJson((await params).lang);
}
