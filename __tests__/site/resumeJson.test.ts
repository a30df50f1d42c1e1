/** @jest-environment node */
import { validate } from '@jsonresume/schema';
import { GET } from '@/app/resume.json/route';
import { about } from '@/content/about';
import { experience } from '@/content/experience';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { isoDates, networkOf } from '@/lib/resume/jsonResume';
import { pageUrl } from '@/lib/seo/siteUrl';

// The resume.json the build writes at the site's root, read as the owner's other JSON Resume tools read it; from
// whatever the content says (this file runs against content/ and against the second owner's fixture).

async function written() {
  const response = await GET();
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json();
}

const schemaErrors = (resume: unknown) => {
  let found: unknown = 'not called';
  validate(resume, (errors: unknown) => (found = errors));
  return found;
};

describe('resume.json', () => {
  it('fits the JSON Resume schema', async () => {
    expect(schemaErrors(await written())).toBeNull();
  });

  it('names the owner, their role, summary, site, e-mail and every profile', async () => {
    const { basics } = await written();
    expect(basics).toEqual({
      name: site.name,
      label: site.role,
      summary: site.intro,
      url: pageUrl('/'),
      ...(site.email ? { email: site.email } : {}),
      profiles: site.profiles.map(({ url }) => ({ network: networkOf(url), url })),
    });
  });

  it('lists every job in the order Home shows them, with its dates, an open end left open, and its highlights', async () => {
    const { work } = await written();
    expect(work).toEqual(
      experience.entries.map((job) => ({
        name: job.company,
        position: job.title,
        ...isoDates(job.dateRange),
        ...(job.highlights ? { highlights: job.highlights } : {}),
      })),
    );
    for (const [index, job] of experience.entries.entries()) {
      expect('endDate' in work[index]).toBe(!job.dateRange.endsWith('present'));
    }
  });

  it('lists the education, the toolbox as skills, and every project with its address and stack', async () => {
    const resume = await written();
    expect(resume.education.map((entry: { institution: string; area: string }) => [entry.institution, entry.area])).toEqual((about.education ?? []).map(({ school, degree }) => [school, degree]));
    expect(resume.skills).toEqual(about.toolbox.tools.map(({ id }) => ({ name: id })));
    expect(resume.projects.map(({ name, url, keywords }: { name: string; url: string; keywords: string[] }) => ({ name, url, keywords }))).toEqual(
      projects.entries.map((project) => ({ name: project.title, url: project.link, keywords: project.stack.map(({ id }) => id) })),
    );
  });
});

describe('JSON Resume’s dates and networks', () => {
  it('reads the site’s ranges, short or long month names, open or closed', () => {
    expect(isoDates('Sep 2024 - Dec 2024')).toEqual({ startDate: '2024-09', endDate: '2024-12' });
    expect(isoDates('March 2024 - March 2025')).toEqual({ startDate: '2024-03', endDate: '2025-03' });
    expect(isoDates('Aug 2023 - present')).toEqual({ startDate: '2023-08' });
    expect(() => isoDates('Summer 2023 - present')).toThrow('"Summer 2023" is not a month and year such as "Sep 2024"');
  });

  it('names a profile’s network by its address, the common ones by name and Mastodon on any server', () => {
    expect(networkOf('https://github.com/someone')).toBe('GitHub');
    expect(networkOf('https://www.linkedin.com/in/someone')).toBe('LinkedIn');
    expect(networkOf('https://twitter.com/someone')).toBe('X');
    expect(networkOf('https://fosstodon.org/@someone')).toBe('Mastodon');
    expect(networkOf('https://someone.dev/talks')).toBe('someone.dev');
  });
});

it('a resume the schema refuses is refused by its validator (the build’s check can fail)', () => {
  expect(schemaErrors({ basics: { name: 3 }, work: [{ startDate: 'Sep 2024' }] })).toEqual(
    expect.arrayContaining([expect.objectContaining({ property: 'instance.basics.name' }), expect.objectContaining({ property: 'instance.work[0].startDate' })]),
  );
});
