/** The fixed facts of ../shared/spec.md §3 that every page test, unit or browser, holds the site to. */

/** The six roles, newest first, with their exact date ranges. */
export const SPEC_EXPERIENCE = [
  ['Senior Intern Engineer', 'Sep 2024 - Dec 2024'],
  ['Vice President External', 'May 2024 - May 2025'],
  ['Vice President Outreach', 'March 2024 - March 2025'],
  ['Development Intern', 'Jan 2024 - April 2024'],
  ['Student Ambassador', 'Aug 2023 - present'],
  ['Junior Software Engineer', 'May 2023 - Aug 2023'],
] as const;

/** The seven personal projects, in order. */
export const SPEC_PROJECT_TITLES = [
  'Threads Clone',
  'Ecommerce WebApp',
  'Personal Library',
  'Quiz App',
  'Social Media App',
  'Blog Website',
  'Smart Search',
] as const;
