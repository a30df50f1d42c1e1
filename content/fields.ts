// The fields content modules are made of: texts, pictures, icons, links, addresses. Their schemas are in ./schema.ts.
import slugify from 'slugify';
import { z } from 'zod';
import type { IconType } from 'react-icons';
import { missingPublicFile, publicFile, shownPath } from '../lib/files/publicFile';
import { readPictureFile } from '../lib/files/pictureFile';
import { PAGE_KINDS, type PatternOf } from '../lib/pages/pageKinds.mjs';
import { asData } from './wordsOrData';

/** Text a visitor reads: never empty. */
export const text = z.string().trim().min(1, 'must not be empty');

/** A file under public/assets/, written as the site root sees it: `/assets/...`. */
export const assetPath = z.string().regex(/^\/assets\/[\w./-]+\.\w+$/, 'must be a file path under /assets/, such as "/assets/logo.svg"');

/** A file under public/assets/ that must be there, such as the resume: `/assets/resume.pdf`. */
export function assetFile(extension: string) {
  return assetPath.regex(new RegExp(`\\.${extension}$`), `must be a .${extension} file under /assets/, such as "/assets/resume.${extension}"`).superRefine((src, ctx) => {
    const missing = missingPublicFile(src);
    if (missing) ctx.addIssue({ code: 'custom', message: missing });
  });
}

/**
 * A picture: its path and alt text. Its pixel size is read from the file (upright, as a phone's EXIF orientation
 * turns it), so the browser reserves the space before the file arrives; a width or height written by hand is
 * checked against the file. The file is checked whole (lib/files/pictureFile.ts); its format and hash name the
 * variants the build writes of it.
 */
export const imageSchema = z
  .object({
    src: assetPath,
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    alt: z.string().trim().min(1, 'must describe the image for screen readers (alt text)'),
  })
  .transform((image, ctx) => {
    const size = readPictureFile(image.src);
    if (typeof size === 'string') {
      ctx.addIssue({ code: 'custom', path: ['src'], message: size, input: image.src });
      return z.NEVER;
    }
    for (const side of ['width', 'height'] as const) {
      if (image[side] !== undefined && image[side] !== size[side]) {
        ctx.addIssue({
          code: 'custom',
          path: [side],
          message: `is ${image[side]}, but ${shownPath(publicFile(image.src))} is ${size[side]} px ${side === 'width' ? 'wide' : 'high'} (leave it out to use the file's)`,
          input: image[side],
        });
      }
    }
    return { ...image, ...size };
  });

export const iconSchema = z.custom<IconType>((value) => typeof value === 'function', 'must be an icon component imported from react-icons');

/**
 * A technology shown as an icon, `id` being its name, read out to screen readers; without an icon (react-icons has
 * none for it) the name is written out.
 */
export const techSchema = z.object({ id: asData(text), icon: iconSchema.optional() });

export const externalUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

/** Words in lowercase ASCII joined by hyphens, as in a page's address: `Ecommerce WebApp` gives `ecommerce-webapp`. */
export function slugOf(words: string): string {
  return slugify(words, { lower: true, strict: true, locale: 'en' });
}

/** A slug written by hand: what slugOf would make. */
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters and digits joined by hyphens, such as "ecommerce-webapp"');

/** Short lines a resume lists under an entry (what a job achieved, what a project does best). */
export const highlights = z.array(text).min(1).optional();

type MainPageAddress = PatternOf<{ navigation: true }>;
/**
 * The site's main pages (the page table's `navigation` kinds), as `next/link` takes them (without the base path): each
 * in the navigation, once.
 */
export const MAIN_PAGES = Object.values(PAGE_KINDS).flatMap((kind) => ('navigation' in kind ? [kind.pattern] : [])) as [MainPageAddress, ...MainPageAddress[]];
export const mainPageSchema = z.enum(MAIN_PAGES);

/**
 * A link to one of the site's pages. `context`, read only by screen readers and search engines, completes a short
 * label such as "Learn More" into a description of where the link goes.
 */
export const linkSchema = z.object({ label: text, href: mainPageSchema, context: text.optional() });

export type Image = z.infer<typeof imageSchema>;
export type Tech = z.infer<typeof techSchema>;
export type MainPage = z.infer<typeof mainPageSchema>;
export type PageLink = z.infer<typeof linkSchema>;

/** A language as BCP 47 writes it, in its canonical form: `en`, `de`, `pt-BR`, `ar`. */
export const languageCode = asData(z.string()).superRefine((code, ctx) => {
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(code)[0];
  } catch {
    // Not a language tag at all: said below.
  }
  if (canonical !== code) {
    ctx.addIssue({ code: 'custom', message: canonical ? `is written "${canonical}" in BCP 47` : 'must be a BCP 47 language code, such as "en", "de" or "pt-BR"' });
  }
});

/**
 * Where a third party the owner chose serves from: an https origin, nothing after it (`https://plausible.io`). A
 * loopback http origin (`http://localhost:4178`) is allowed for trying a self-hosted one, or a stand-in, locally.
 */
/** Whether an address is on this machine (`localhost`, `127.x.x.x`, `[::1]`): where an owner tries a third party locally. */
export const isLoopback = (url: URL) => /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname);

export const thirdPartyOrigin = asData(z.string()).superRefine((value, ctx) => {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Said below.
  }
  const loopback = url && isLoopback(url);
  if (!url || url.origin !== value || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))) {
    ctx.addIssue({ code: 'custom', message: `must be an https:// origin alone, such as "https://plausible.io" (no path, no trailing slash): "${value}"` });
  }
});
