// Relative, not '@/': the import command runs this file through jiti, which knows no path aliases.
import { externalUrl } from '../../content/fields';
import { MONTHS, type About, type Experience, type Projects, type Site } from '../../content/schema';

/**
 * The owner's content as a JSON Resume (https://jsonresume.org/schema, 1.0.0), the format resume builders, themes
 * and LinkedIn exporters read and write: the build writes it as resume.json at the site's root
 * (app/resume.json/route.ts). Only what JSON Resume has a place for; pictures, the About cards and the pages' own
 * words stay the site's.
 */

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

/** The profile networks the site knows: the addresses they live at, and their react-icons (Font Awesome 6) icon. */
const NETWORKS = [
  { network: 'GitHub', hosts: ['github.com'], icon: 'FaGithub' },
  { network: 'LinkedIn', hosts: ['linkedin.com'], icon: 'FaLinkedin' },
  { network: 'X', hosts: ['x.com', 'twitter.com'], aliases: ['twitter'], icon: 'FaXTwitter' },
  { network: 'Mastodon', hosts: [], icon: 'FaMastodon' },
  { network: 'GitLab', hosts: ['gitlab.com'], icon: 'FaGitlab' },
  { network: 'Stack Overflow', hosts: ['stackoverflow.com'], aliases: ['stackoverflow'], icon: 'FaStackOverflow' },
  { network: 'Bluesky', hosts: ['bsky.app'], icon: 'FaBluesky' },
];

/** A profile's network, named by its address (the label is the owner's words, and may say anything). */
export function networkOf(url: string): string {
  const { hostname, pathname } = new URL(url);
  const host = hostname.replace(/^www\./, '');
  const known = NETWORKS.find(({ hosts }) => hosts.includes(host));
  if (known) return known.network;
  // Mastodon lives on many servers; its profile addresses read /@name.
  if (/^\/@[^/]+\/?$/.test(pathname)) return 'Mastodon';
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

/** "2024-09" (or "2024-09-15", or "2024") → "Sep 2024", as the site shows dates. */
export function shownMonth(iso: string): string {
  const [year, month = '01'] = iso.split('-');
  return `${MONTHS[Number(month) - 1]} ${year}`;
}

/** JSON Resume's dates → the site's range; an open end reads "present". */
export function shownRange(startDate: string, endDate?: string): string {
  return `${shownMonth(startDate)} - ${endDate ? shownMonth(endDate) : 'present'}`;
}

/** The react-icons (Font Awesome 6) icon of a profile's network; a plain link for networks it has none for. */
export function profileIconName(network: string): string {
  const name = network.trim().toLowerCase();
  const known = NETWORKS.find((entry) => entry.network.toLowerCase() === name || entry.aliases?.includes(name));
  return known?.icon ?? 'FaLink';
}

/**
 * The name react-icons gives a technology's brand icon (Simple Icons, `react-icons/si`): "Si" and the Simple
 * Icons slug of its title, so "Next.js" → "SiNextdotjs", "C++" → "SiCplusplus", "Google Cloud" → "SiGooglecloud".
 */
export function brandIconName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/\./g, 'dot')
    .replace(/&/g, 'and')
    .replace(/#/g, 'sharp')
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');
  return `Si${slug.charAt(0).toUpperCase()}${slug.slice(1)}`;
}

/** The parts of a JSON Resume (1.0.0) the site has a place for. */
export type JsonResume = {
  basics?: {
    name?: string;
    label?: string;
    summary?: string;
    url?: string;
    email?: string;
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: { name?: string; position?: string; startDate?: string; endDate?: string; highlights?: string[] }[];
  education?: { institution?: string; area?: string; studyType?: string; startDate?: string; endDate?: string }[];
  skills?: { name?: string; keywords?: string[] }[];
  projects?: { name?: string; description?: string; url?: string; keywords?: string[]; highlights?: string[] }[];
};

/** An icon by its react-icons name; the module it comes from is the writer's to choose. */
export type IconName = string;
type Picture = { src: string; alt: string };

/** What an import changes in content/: only the fields JSON Resume carries (undefined: left as it is). */
export type ImportedContent = {
  site: { name?: string; role?: string; intro?: string; url?: string; email?: string; profiles?: { label: string; url: string; icon: IconName }[] };
  jobs?: { title: string; company: string; dateRange: string; icon: Picture; highlights?: string[] }[];
  education?: { degree: string; school: string; dateRange: string }[];
  tools?: { id: string; icon?: IconName }[];
  projects?: { title: string; description: string; link: string; image: Picture; stack: { id: string; icon?: IconName }[]; highlights?: string[] }[];
  /** What the owner should still see to, in the words the command prints. */
  todo: string[];
  /** What stops the import: a JSON path and what is wrong there. */
  problems: string[];
};

/** What the import reads of the content it replaces, to keep what JSON Resume does not carry. */
export type CurrentContent = {
  site: { profiles: { label: string; url: string; icon: IconName }[]; logo: Picture };
  jobs: { title: string; company: string; dateRange: string; icon: Picture }[];
  education: { degree: string; school: string; dateRange: string }[];
  tools: { id: string; icon?: IconName }[];
  projects: { title: string; image: Picture; stack: { id: string; icon?: IconName }[] }[];
};

/**
 * The site's own address from `basics.url`: its https origin (the base path is the deploy's to give). A resume's
 * homepage on plain http is no reason to refuse the rest: the site keeps its address, and `todo` says so.
 */
function siteOrigin(url: string, todo: string[]): string | undefined {
  const { protocol, origin } = new URL(url);
  if (protocol === 'https:') return origin;
  todo.push(`content/site.ts: url: basics.url (${url}) is not an https:// address, so the site's address was left as it was; give the one it is served from`);
  return undefined;
}

/** The same months, however they are written ("Mar 2024" and "March 2024"). */
const sameRange = (a: string, b: string) => {
  try {
    return JSON.stringify(isoDates(a)) === JSON.stringify(isoDates(b));
  } catch {
    return false;
  }
};

/**
 * A JSON Resume as the site's content: what it carries replaces the owner's fields, and what it does not (pictures,
 * the About cards, the pages' own words) stays as it is. A job or project the site already shows keeps its
 * picture and the way its dates are written; a new one gets the logo as a placeholder picture, listed in `todo`.
 * `hasIcon` says whether react-icons has an icon of that name.
 */
export function fromJsonResume(resume: JsonResume, current: CurrentContent, hasIcon: (name: IconName) => boolean): ImportedContent {
  const todo: string[] = [];
  const problems: string[] = [];
  const required = (value: string | undefined, path: string, what: string) => {
    if (!value?.trim()) problems.push(`${path}: ${what}`);
    return value?.trim() ?? '';
  };
  /** An address the site links to, held to the content schema's rule here, so the import never writes one the build refuses. */
  const link = (value: string | undefined, path: string, what: string) => {
    const url = required(value, path, what);
    if (url && !externalUrl.safeParse(url).success) problems.push(`${path}: ${what} (${url} is not an https:// address)`);
    return url;
  };
  const dates = (entry: { startDate?: string; endDate?: string }, path: string, kept?: string) => {
    if (!entry.startDate) {
      problems.push(`${path}.startDate: the site shows when it began`);
      return '';
    }
    const range = shownRange(entry.startDate, entry.endDate);
    return kept && sameRange(kept, range) ? kept : range;
  };
  const brandIcon = (id: string) => (hasIcon(brandIconName(id)) ? brandIconName(id) : undefined);
  const placeholder = (alt: string) => ({ src: current.site.logo.src, alt });

  const { basics = {} } = resume;
  const site: ImportedContent['site'] = {
    name: basics.name?.trim() || undefined,
    role: basics.label?.trim() || undefined,
    intro: basics.summary?.trim() || undefined,
    url: basics.url ? siteOrigin(basics.url, todo) : undefined,
    email: basics.email?.trim() || undefined,
    profiles: basics.profiles?.length
      ? basics.profiles.map((profile, index) => {
          const url = link(profile.url, `basics.profiles[${index}].url`, 'the site links each profile: give its https:// address');
          const network = profile.network?.trim() || (url ? networkOf(url) : '');
          return current.site.profiles.find((kept) => kept.url === url) ?? { label: `${network} profile`, url, icon: profileIconName(network) };
        })
      : undefined,
  };

  // Newest first, as Home shows them; a stable sort keeps the file's order among equal starts.
  const work = (resume.work ?? []).map((job, index) => ({ job, path: `work[${index}]` }));
  work.sort((a, b) => (b.job.startDate ?? '').localeCompare(a.job.startDate ?? ''));
  const jobs = resume.work?.length
    ? work.map(({ job, path }) => {
        const title = required(job.position, `${path}.position`, 'the site shows each job’s title');
        const company = required(job.name, `${path}.name`, 'the site shows each job’s company');
        const kept = current.jobs.find((existing) => existing.company === company && existing.title === title);
        if (!kept) todo.push(`content/experience.ts: ${title} at ${company}: its icon is the site's logo, a placeholder`);
        return {
          title,
          company,
          dateRange: dates(job, path, kept?.dateRange),
          icon: kept?.icon ?? placeholder(`${company} logo`),
          ...(job.highlights?.length ? { highlights: job.highlights } : {}),
        };
      })
    : undefined;

  const education = resume.education?.length
    ? resume.education.map((entry, index) => {
        const path = `education[${index}]`;
        const school = required(entry.institution, `${path}.institution`, 'the resume names each school');
        const degree = [entry.studyType?.trim(), entry.area?.trim()].filter(Boolean).join(' ');
        if (!degree) problems.push(`${path}: the resume names each degree: give its studyType or area`);
        const kept = current.education.find((existing) => existing.school === school && existing.degree === degree);
        return { degree, school, dateRange: dates(entry, path, kept?.dateRange) };
      })
    : undefined;

  // A skill with keywords is a group, whose keywords are the tools; one without is a tool itself.
  const ids = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name ?? ''])).map((id) => id.trim());
  const tools = ids.length ? [...new Set(ids.filter(Boolean))].map((id) => current.tools.find((tool) => tool.id === id) ?? { id, icon: brandIcon(id) }) : undefined;

  const projects = resume.projects?.length
    ? resume.projects.map((project, index) => {
        const path = `projects[${index}]`;
        const title = required(project.name, `${path}.name`, 'the site shows each project’s name');
        const description = required(project.description, `${path}.description`, 'the Projects page says what each project is');
        const repository = link(project.url, `${path}.url`, 'the Projects page links each project: give its https:// address');
        if (!project.keywords?.length) problems.push(`${path}.keywords: the Projects page shows what each project is built with: list it`);
        const kept = current.projects.find((existing) => existing.title === title);
        if (!kept) todo.push(`content/projects.ts: ${title}: its picture is the site's logo, a placeholder`);
        return {
          title,
          description,
          link: repository,
          image: kept?.image ?? placeholder(`${title}: placeholder picture`),
          stack: (project.keywords ?? []).map((id) => kept?.stack.find((tech) => tech.id === id) ?? { id, icon: brandIcon(id) }),
          ...(project.highlights?.length ? { highlights: project.highlights } : {}),
        };
      })
    : undefined;

  return { site, jobs, education, tools, projects, todo, problems };
}
