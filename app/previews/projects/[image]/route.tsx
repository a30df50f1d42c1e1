import { drawProjectPreviewImage } from '@/components/drawn-at-build/draw';
import { projects } from '@/content/projects';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';
import { projectPreviewImageFile } from '@/lib/seo/previews';

// Written into the export at build time as previews/projects/<slug>.png: one link preview a project.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return projects.entries.map((project) => ({ image: projectPreviewImageFile(project) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const project = projects.entries.find((candidate) => projectPreviewImageFile(candidate) === image);
  if (!project) return new Response('Not found', { status: 404 });
  return drawProjectPreviewImage(project, FIRST_LANGUAGE);
}
