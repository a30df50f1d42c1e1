import type { Project } from '@/content/schema';
import { site } from '@/content/site';
import { picturePath } from '../pictures/responsivePicture';
import { type Post, postPath } from '../posts/posts';
import { postPreviewImagePath } from './previews';
import { projectPath } from '../projectPages';
import { absoluteUrl, pageUrl } from './siteUrl';

// What the pages tell search engines (schema.org), for richer results.

/** Who the site is about. */
export const person = {
  '@context': 'https://schema.org',
  '@type': 'Person',
  name: site.name,
  jobTitle: site.role,
  url: absoluteUrl('/'),
  image: absoluteUrl(picturePath(site.logo)),
  sameAs: site.profiles.map((profile) => profile.url),
};

/** A project: its code, what it is built with, and the owner as its author. */
export function projectData(project: Project) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareSourceCode',
    name: project.title,
    description: project.description,
    url: pageUrl(projectPath(project)),
    image: absoluteUrl(picturePath(project.image)),
    codeRepository: project.link,
    keywords: project.stack.map((tech) => tech.id).join(', '),
    author: { '@type': 'Person', name: site.name, url: absoluteUrl('/') },
  };
}

/** A post: its headline, day, summary, picture and tags, with the owner as its author. */
export function postData(post: Post) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    url: pageUrl(postPath(post)),
    mainEntityOfPage: post.canonical ?? pageUrl(postPath(post)),
    image: absoluteUrl(post.image ? picturePath(post.image) : postPreviewImagePath(post)),
    keywords: post.tags.map((tag) => tag.name).join(', ') || undefined,
    author: { '@type': 'Person', name: site.name, url: absoluteUrl('/') },
  };
}
