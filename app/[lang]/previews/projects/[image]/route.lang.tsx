import { drawProjectPreviewImage } from '@/components/drawn-at-build/draw';
import { projects } from '@/content/projects';
import { OTHER_LANGUAGES } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import { projectPreviewImageFile } from '@/lib/seo/previews';

// Each other language's project previews, written at build time as /<code>/previews/projects/<slug>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return OTHER_LANGUAGES.flatMap((lang) => projects.entries.map((project) => ({ lang, image: projectPreviewImageFile(project) })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; image: string }> }) {
  const { lang, image } = await params;
  const project = (await contentIn(lang)).projects.entries.find((candidate) => projectPreviewImageFile(candidate) === image);
  if (!project) return new Response('Not found', { status: 404 });
  return drawProjectPreviewImage(project, lang);
}
