import type { About, Experience, Projects, Site } from '@/content/schema';

/**
 * The owner's content as a JSON Resume (https://jsonresume.org/schema, 1.0.0), the format resume builders, themes
 * and LinkedIn exporters read and write: the build writes it as resume.json at the site's root
 * (app/resume.json/route.ts). Only what JSON Resume has a place for; pictures, the About cards and the pages' own
 * words stay the site's.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Sep 2024" or "September 2024" → "2024-09". */
export function isoMonth(shown: string): string {
  const [month, year] = shown.trim().split(/\s+/);
  const index = MONTHS.findIndex((name) => month.toLowerCase().startsWith(name.toLowerCase()));
  if (index === -1 || !/^\d{4}$/.test(year ?? '')) throw new Error(`"${shown}" is not a month and year such as "Sep 2024"`);
  return `${year}-${String(index + 1).padStart(2, '0')}`;
}

/** A date range as the site shows it ("Sep 2024 - Dec 2024", "Aug 2023 - present") → JSON Resume's dates. */
export function isoDates(dateRange: string): { startDate: string; endDate?: string } {
  const [start, end] = dateRange.split(' - ');
  return { startDate: isoMonth(start), ...(end.trim() === 'present' ? {} : { endDate: isoMonth(end) }) };
}

/** A profile's network, named by its address (the label is the owner's words, and may say anything). */
export function networkOf(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  const known: Record<string, string> = {
    'github.com': 'GitHub',
    'linkedin.com': 'LinkedIn',
    'x.com': 'X',
    'twitter.com': 'X',
    'gitlab.com': 'GitLab',
    'stackoverflow.com': 'Stack Overflow',
    'bsky.app': 'Bluesky',
  };
  if (known[host]) return known[host];
  // Mastodon lives on many servers; its profile addresses read /@name.
  if (/^\/@[^/]+\/?$/.test(new URL(url).pathname)) return 'Mastodon';
  return host;
}

export type ResumeContent = {
  site: Site;
  jobs: Experience[];
  projects: Projects['entries'];
  about: About;
  /** The site's own address (Home), absolute. */
  siteUrl: string;
};

/** The JSON Resume of the owner's content. */
export function toJsonResume({ site, jobs, projects, about, siteUrl }: ResumeContent) {
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: site.name,
      label: site.role,
      summary: site.intro,
      url: siteUrl,
      ...(site.email ? { email: site.email } : {}),
      profiles: site.profiles.map(({ url }) => ({ network: networkOf(url), url })),
    },
    work: jobs.map(({ title, company, dateRange, highlights }) => ({
      name: company,
      position: title,
      ...isoDates(dateRange),
      ...(highlights ? { highlights } : {}),
    })),
    education: (about.education ?? []).map(({ degree, school, dateRange }) => ({
      institution: school,
      area: degree,
      ...isoDates(dateRange),
    })),
    // Each tool of the toolbox is a skill of its own: the site keeps no grouping of them.
    skills: about.toolbox.tools.map(({ id }) => ({ name: id })),
    projects: projects.map(({ title, description, link, stack, highlights }) => ({
      name: title,
      description,
      url: link,
      keywords: stack.map(({ id }) => id),
      ...(highlights ? { highlights } : {}),
    })),
  };
}
