import { validate } from '@jsonresume/schema';
import { about } from '@/content/about';
import { experience } from '@/content/experience';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { toJsonResume } from '@/lib/resume/jsonResume';
import { pageUrl } from '@/lib/seo/siteUrl';

// Written into the export at build time as resume.json, from the content, for the owner's other JSON Resume tools.
export const dynamic = 'force-static';

export function GET() {
  const resume = toJsonResume({ site, jobs: experience.entries, projects: projects.entries, about, siteUrl: pageUrl('/') });
  // A resume the schema refuses would be no use to those tools: the build stops and says where it is wrong.
  validate(resume, (errors) => {
    if (errors) throw new Error(`resume.json does not fit the JSON Resume schema: ${errors.map((e) => `${e.property} ${e.message}`).join('; ')}`);
  });
  return Response.json(resume);
}
