import { z } from 'zod';
import { asData } from './wordsOrData';
import { externalUrl, highlights, iconSchema, imageSchema, linkSchema, MAIN_PAGES, languageCode, slugOf, slugSchema, techSchema, text, thirdPartyOrigin, assetFile } from './fields';

// The owner's modules declare themselves with these: content/site.ts, content/<code>/site.ts.
export { defineContent } from './check';
export { defineTranslation } from './translation';

/**
 * The analytics the owner chose, if any: which provider, the origin its script and collector are served from
 * (theirs, or one hosted by the owner), and the provider's own ids. Read by lib/analytics/providers.ts.
 */
export const analyticsSchema = z.discriminatedUnion('provider', [
  // GoatCounter: the origin of the owner's site there, `https://<code>.goatcounter.com`, or their own server's.
  z.object({ provider: z.literal('goatcounter'), origin: thirdPartyOrigin }),
  // Plausible: `https://plausible.io` or the owner's; `domain`, the site's name in its dashboard.
  z.object({ provider: z.literal('plausible'), origin: thirdPartyOrigin, domain: asData(text) }),
  // Umami: `https://cloud.umami.is` or the owner's; `websiteId`, the website's id in its settings.
  z.object({ provider: z.literal('umami'), origin: thirdPartyOrigin, websiteId: z.uuid({ error: 'must be the website id Umami gives, a UUID' }) }),
]);

/**
 * Comments under each post, if the owner chose them: giscus, on the owner's GitHub Discussions. Its ids come from
 * the configuration page at giscus.app, for the repository and category chosen there.
 */
export const commentsSchema = z.object({
  provider: z.literal('giscus'),
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be the repository as owner/name, such as "alex-morgan-dev/portfolio"'),
  repoId: asData(text),
  category: asData(text),
  categoryId: asData(text),
  // Where giscus is served from: giscus.app, or a giscus of the owner's own.
  origin: thirdPartyOrigin.default('https://giscus.app'),
});

/** content/site.ts: who the site is about, and what every page shares. */
export const siteSchema = z
  .object({
    // The site's languages, its own first: the first keeps the site's addresses, each other lives under its code
    // (/de/About/), with its translations in content/<code>/ (README, "Languages").
    languages: z
      .array(languageCode)
      .min(1)
      .default(['en'])
      .refine((codes) => new Set(codes).size === codes.length, 'must name each language once'),
    url: z.url({ protocol: /^https$/, hostname: /./, error: 'must be the https:// origin the site is served from' }),
    description: text,
    // The owner's name, as written in every language.
    name: asData(text),
    greeting: text,
    role: text,
    intro: text,
    introLink: linkSchema,
    // Also the favicon, and drawn on the home-screen icons and link-preview images the build makes.
    logo: imageSchema,
    // Each page once; a page's label is also its title (in the browser tab, search results and link previews).
    navigation: z.array(linkSchema).refine((links) => links.length === MAIN_PAGES.length && MAIN_PAGES.every((path) => links.some((link) => link.href === path)), `must link each page once: ${MAIN_PAGES.join(', ')}`),
    profiles: z.array(z.object({ label: text, url: externalUrl, icon: iconSchema })).min(1),
    // Without `src`, the build writes the resume from the content; with it, the footer links that PDF instead.
    resume: z.object({
      label: text,
      src: assetFile('pdf').optional(),
    }),
    // Printed on the resume when set; the site itself shows no address (its contact form is the way to write).
    email: z.email({ error: 'must be an e-mail address, such as "me@example.com"' }).optional(),
    contactLink: linkSchema,
    contact: z.object({ heading: text, description: text }),
    // The blog, shown once content/posts/ has a published post: its link in the navigation (also its page's title),
    // and what its page says. (The words around posts, as every interface word, are in content/words.ts.)
    blog: z.object({
      label: text,
      description: text,
      // Posts on /Blog/ and on each tag's page; the rest follow on /Blog/page/2/ and so on.
      perPage: z.number().int().min(1).default(10),
      // The newest posts the feeds (RSS, Atom, JSON Feed) carry in full.
      feedItems: z.number().int().min(1).default(20),
    }),
    // The theme a visitor first sees (`system`: their operating system's); visitors choose their own in the navbar.
    theme: z.object({ default: z.enum(['dark', 'light', 'system']) }),
    // Public by design: EmailJS keys are sent from the browser. Empty means "not set up yet".
    emailjs: z.object({ publicKey: asData(z.string()), serviceId: asData(z.string()), templateId: asData(z.string()) }),
    // Counting visits (README, "Analytics"): none unless chosen.
    analytics: analyticsSchema.optional(),
    // Comments on posts (README, "Comments"): none unless chosen.
    comments: commentsSchema.optional(),
    // Each project page and post's share links: the Mastodon server a visitor's link goes to before they name their own
    // (and where it goes with scripts off).
    share: z.object({ mastodon: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a Mastodon server\'s name, such as "mastodon.social"') }).default({ mastodon: 'mastodon.social' }),
    // The most the built site may weigh: `npm run build` fails past it, naming what weighs most, before GitHub Pages
    // (which refuses a site over 1 GB) would. It prints what the site weighs, and what a post adds, every time.
    deploy: z.object({ maxMegabytes: z.number().positive().max(1000, 'must be at most 1000: GitHub Pages refuses a site over 1 GB') }).default({ maxMegabytes: 800 }),
  })
  .transform((site) => ({
    ...site,
    resume: {
      ...site.resume,
      // Where the footer's link goes: the owner's own PDF, or the one the build writes, named for its owner
      // (`/resume/alex-morgan-resume.pdf`: the name a recruiter saves and forwards).
      href: site.resume.src ?? `/resume/${[slugOf(site.name), 'resume'].filter(Boolean).join('-')}.pdf`,
    },
  }));

export type Site = z.infer<typeof siteSchema>;

/** content/experience.ts: the Experience list on Home, newest first. */
/** The months as dates begin with them ("Sep", "September"); lib/resume/jsonResume.ts reads them too. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const month = `(${MONTHS.join('|')})[a-z]*`;
const dateRange = z.string().regex(new RegExp(`^${month} \\d{4} - (${month} \\d{4}|present)$`), 'must read like "Sep 2024 - Dec 2024" or "Aug 2023 - present"');

export const experienceSchema = z.object({
  heading: text,
  entries: z
    .array(
      z.object({
        title: text,
        company: asData(text),
        dateRange,
        icon: imageSchema,
        // Printed under the job on the resume.
        highlights,
      }),
    )
    .min(1),
});

export type Experience = z.infer<typeof experienceSchema>['entries'][number];

/** content/projects.ts: the Projects page cards, each project's own page, and Home's "My Portfolio". */
const projectSchema = z
  .object({
    title: text,
    description: text,
    image: imageSchema,
    stack: z.array(techSchema).min(1),
    link: externalUrl,
    // The page's address, /Projects/<slug>/: the title's words unless set here.
    slug: slugSchema.optional(),
    // A few paragraphs, and the highlights, for the project's own page.
    details: z.array(text).min(1).optional(),
    highlights,
  })
  .transform((project, ctx) => {
    const slug = project.slug ?? slugOf(project.title);
    if (!slug) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: `"${project.title}" has no letters or digits an address can use: set a slug`, input: project.slug });
      return z.NEVER;
    }
    return { ...project, slug };
  });

export const projectsSchema = z.object({
  heading: text,
  description: text,
  entries: z
    .array(projectSchema)
    .min(1)
    .superRefine((entries, ctx) => {
      entries.forEach((project, i) => {
        const first = entries.findIndex((other) => other.slug === project.slug);
        if (first < i) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'slug'],
            message: `"${project.slug}" is also the address of entries[${first}] ("${entries[first].title}"): give one of them its own slug`,
            input: project.slug,
          });
        }
      });
    }),
});

export const showcaseSchema = z.object({
  heading: text,
  text,
  images: z.array(imageSchema).min(1),
  more: linkSchema,
});

export type Project = z.infer<typeof projectsSchema>['entries'][number];
export type Projects = z.infer<typeof projectsSchema>;
export type Showcase = z.infer<typeof showcaseSchema>;

/** A day as posts and the accessibility statement date themselves: `2026-03-14`, a real day of the calendar. */
const calendarDay = z
  .string({ error: 'must be a date written as YYYY-MM-DD, such as "2026-03-14" (in quotes or not)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written as YYYY-MM-DD, such as "2026-03-14"')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !/^\d{4}-\d{2}-\d{2}$/.test(day) || (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(day));
  }, 'is not a day of the calendar');

const postFields = {
  title: text,
  date: calendarDay,
  // One or two sentences: on the post's card, in the feed, search results and its link preview.
  summary: text,
  // Each has its own page, /Blog/tags/<tag>/.
  tags: z.array(text).default([]),
  // true: shown by `npm run dev`, left out of the export.
  draft: z.boolean().default(false),
  // The post's picture on its card and in its link preview.
  image: imageSchema.optional(),
  // Where the post was first published, if elsewhere: search engines credit that address.
  canonical: externalUrl.optional(),
  // The day the post last changed in substance (YYYY-MM-DD), on or after its date.
  updated: calendarDay.optional(),
  // false: no table of contents at the top, however many headings it has.
  toc: z.boolean().default(true),
};

/** content/posts/<slug>.md: a post's front matter, between the `---` lines at its top. */
export const postSchema = z.looseObject(postFields).superRefine((post, ctx) => {
  for (const key of Object.keys(post).filter((key) => !(key in postFields))) {
    ctx.addIssue({ code: 'custom', path: [key], message: `is not a field a post has (${Object.keys(postFields).join(', ')})`, input: post[key] });
  }
  if (post.updated && post.updated < post.date) {
    ctx.addIssue({ code: 'custom', path: ['updated'], message: `is before the post's date (${post.date}): a post is updated on or after the day it was published`, input: post.updated });
  }
  post.tags.forEach((tag, i) => {
    if (!slugOf(tag)) ctx.addIssue({ code: 'custom', path: ['tags', i], message: `"${tag}" has no letters or digits its page's address can use`, input: tag });
  });
});

export type PostFrontMatter = z.output<z.ZodObject<typeof postFields>>;

/** content/about.ts: the About page and Home's toolbox. */
const cardSchema = z.object({
  title: text,
  description: text,
  icon: iconSchema,
});

export const aboutSchema = z.object({
  description: text,
  bio: z.object({
    heading: text,
    picture: imageSchema,
    paragraphs: z.array(text).min(1),
  }),
  skills: z.object({ heading: text, cards: z.array(cardSchema).min(1) }),
  interests: z.object({ heading: text, cards: z.array(cardSchema).min(1) }),
  toolbox: z.object({
    heading: text,
    text,
    tools: z.array(techSchema).min(1),
  }),
  // Printed on the resume, newest first.
  education: z
    .array(z.object({ degree: text, school: text, dateRange }))
    .min(1)
    .optional(),
});

export type About = z.infer<typeof aboutSchema>;
export type Card = z.infer<typeof cardSchema>;

/** The accessibility statement's own words (content/accessibility.ts). */
export const accessibilitySchema = z.object({
  /** What search results and link previews say of the statement. */
  description: text,
  /** How soon you answer a reader who reports a barrier, as it ends the sentence "I answer …". */
  responseTime: text,
  /** The day you last read the statement against the site and docs/accessibility.md. */
  reviewed: calendarDay,
});
