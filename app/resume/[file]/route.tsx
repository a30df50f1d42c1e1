import { renderToBuffer } from '@react-pdf/renderer';
import Resume from '@/components/drawn-at-build/Resume';
import { about } from '@/content/about';
import { experience } from '@/content/experience';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { pageUrl } from '@/lib/seo/siteUrl';

// Written into the export at build time as resume/<owner>-resume.pdf, from the content; nothing when
// content/site.ts names the owner's own PDF.
export const dynamic = 'force-static';
export const dynamicParams = false;

/** The file the build writes, unless the owner links their own. */
const generated = site.resume.src ? undefined : site.resume.href.split('/').pop();

export function generateStaticParams() {
  return generated ? [{ file: generated }] : [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  if (!generated || (await params).file !== generated) return new Response('Not found', { status: 404 });
  const pdf = await renderToBuffer(
    <Resume site={site} jobs={experience.entries} projects={projects.entries} about={about} siteUrl={pageUrl('/')} />,
  );
  return new Response(new Uint8Array(pdf), { headers: { 'content-type': 'application/pdf' } });
}
