/**
 * Spec conformance: the fixed facts of ../shared/spec.md, checked against the content in content/. This is the
 * one place they live; every other test reads what it expects from content/ and holds for any valid content.
 * Run by `npm run test:spec` (and CI), never by `npm test` or the deploy: once the site is yours, update these
 * facts to your own or delete this file (see the README, "Make it yours").
 */
import { about } from '@/content/about';
import { experience } from '@/content/experience';
import { projects, showcase } from '@/content/projects';
import { site } from '@/content/site';

describe('spec conformance: content/ holds the spec’s fixed facts', () => {
  it('§2 navigation: Home, Portfolio, About, Contact, in that order, to their routes', () => {
    expect(site.navigation.map(({ label, href }) => [label, href])).toEqual([
      ['Home', '/'],
      ['Portfolio', '/Projects'],
      ['About', '/About'],
      ['Contact', '/Contact-me'],
    ]);
  });

  it('§2 Home intro: the paragraph about resilient, cost effective software and a "Learn More" button to /About', () => {
    expect(site.intro).toMatch(/resilient and cost effective software with great ux designs/i);
    expect(site.introLink).toMatchObject({ label: 'Learn More', href: '/About' });
  });

  it('§3 Experience: the six roles, newest first, with their exact date ranges', () => {
    expect(experience.heading).toBe('Experience');
    expect(experience.entries.map(({ title, dateRange }) => [title, dateRange])).toEqual([
      ['Senior Intern Engineer', 'Sep 2024 - Dec 2024'],
      ['Vice President External', 'May 2024 - May 2025'],
      ['Vice President Outreach', 'March 2024 - March 2025'],
      ['Development Intern', 'Jan 2024 - April 2024'],
      ['Student Ambassador', 'Aug 2023 - present'],
      ['Junior Software Engineer', 'May 2023 - Aug 2023'],
    ]);
  });

  it('§2 My Portfolio: its wording, the book, notes and blog screenshots, and "See more" to /Projects', () => {
    expect(showcase.heading).toBe('My Portfolio');
    expect(showcase.text).toMatch(/glimpse of the side and passion projects/);
    expect(showcase.images.map((image) => image.alt)).toEqual([expect.stringMatching(/book|library/i), expect.stringMatching(/notes/i), expect.stringMatching(/blog/i)]);
    expect(showcase.more).toMatchObject({ label: 'See more', href: '/Projects' });
  });

  it('§2 About: "Getting to know me", three skill cards and one interest', () => {
    expect(about.bio.heading).toBe('Getting to know me');
    expect(about.skills.heading).toBe('What I do');
    expect(about.skills.cards.map((card) => card.title)).toEqual(['Mobile App Development', 'Web App Development', 'Cloud Engineering']);
    expect(about.interests.cards.map((card) => card.title)).toEqual(['Machine Learning']);
  });

  it('§2/§3 Projects: "My Personal Projects" and the seven projects, in order, each with its own repository', () => {
    expect(projects.heading).toBe('My Personal Projects');
    expect(projects.entries.map((project) => project.title)).toEqual(['Threads Clone', 'Ecommerce WebApp', 'Personal Library', 'Quiz App', 'Social Media App', 'Blog Website', 'Smart Search']);
    expect(new Set(projects.entries.map((project) => project.link)).size).toBe(7);
  });

  it('§2 Contact: the heading "Contact Me" and the exact invitation', () => {
    expect(site.contact).toEqual({
      heading: 'Contact Me',
      description: 'Please fill out the form below to discuss any work or collaboration opportunities.',
    });
  });

  it('§2 Footer: a professional-network profile, a code-hosting profile and a resume PDF', () => {
    expect(site.profiles.map((profile) => new URL(profile.url).host)).toEqual(['www.linkedin.com', 'github.com']);
    expect(site.resume.href).toMatch(/\.pdf$/);
  });
});
