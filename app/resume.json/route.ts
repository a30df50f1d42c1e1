import { resumeJson } from '@/lib/resume/jsonResumeFile';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';

// Written into the export at build time as resume.json, from the content, for the owner's other JSON Resume tools.
export const dynamic = 'force-static';

export const GET = () => resumeJson(FIRST_LANGUAGE);
