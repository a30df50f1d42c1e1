import type { Metadata } from 'next';
import type { Project, Route } from '@/content/schema';
import { site } from '@/content/site';
import { projectPath } from '../projectPages';
import { pageLabel, projectShareImageAlt, projectShareImagePath, SHARE_IMAGE_SIZE, shareImageAlt, shareImagePath } from './previews';
import { absoluteUrl, pageUrl } from './siteUrl';

type Page = { title?: string; description: string; path: string; image: { path: string; alt: string } };

/** A page's title (with the owner's name after it), description, canonical URL and link-preview tags, all absolute. */
function metadataOf({ title, description, path, image }: Page): Metadata {
  const url = pageUrl(path);
  const fullTitle = title ? `${title} · ${site.name}` : `${site.name} · ${site.role}`;
  const images = [{ url: absoluteUrl(image.path), ...SHARE_IMAGE_SIZE, alt: image.alt, type: 'image/png' }];
  return {
    title: title ?? { absolute: fullTitle },
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', siteName: site.name, title: fullTitle, description, url, locale: 'en', images },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images },
  };
}

/** One of the four pages: titled by its navigation label (Home by the owner's name and role), its own preview. */
export function pageMetadata({ description, path }: { description: string; path: Route }): Metadata {
  const title = path === '/' ? undefined : pageLabel(path);
  return metadataOf({ title, description, path, image: { path: shareImagePath(path), alt: shareImageAlt(path) } });
}

/** A project's own page: titled by the project, described by its line, with its own preview. */
export function projectMetadata(project: Project): Metadata {
  return metadataOf({
    title: project.title,
    description: project.description,
    path: projectPath(project),
    image: { path: projectShareImagePath(project), alt: projectShareImageAlt(project) },
  });
}
