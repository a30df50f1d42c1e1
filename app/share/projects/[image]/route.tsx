import { drawProjectShareImage } from '@/components/pictures/draw';
import { projects } from '@/content/projects';
import { projectShareImagePath } from '@/lib/previews';

// Written into the export at build time as share/projects/<slug>.png: one link preview a project.
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileOf = (path: string) => path.split('/').pop()!;

export function generateStaticParams() {
  return projects.entries.map((project) => ({ image: fileOf(projectShareImagePath(project)) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const project = projects.entries.find((candidate) => fileOf(projectShareImagePath(candidate)) === image);
  if (!project) return new Response('Not found', { status: 404 });
  return drawProjectShareImage(project);
}
