import { defineContent, experienceSchema } from './schema';

/**
 * The Experience list on Home, newest first as shown.
 * OWNER: company names and icons marked "placeholder" are invented; replace them with your own.
 */
export const experience = defineContent('content/experience.ts', experienceSchema, {
  heading: 'Experience',
  entries: [
    {
      title: 'Senior Intern Engineer',
      company: 'Acme Cloud', // placeholder
      dateRange: 'Sep 2024 - Dec 2024',
      icon: { src: '/assets/experience/senior-intern.svg', alt: 'Acme Cloud logo' },
      // Printed under the job on the resume; leave them out to print the job alone.
      highlights: [
        'Cut the billing service’s cloud cost by a third by moving batch jobs to spot capacity', // placeholder
        'Led the on-call rotation’s move to runbooks with alerts that page once', // placeholder
      ],
    },
    {
      title: 'Vice President External',
      company: 'University Computer Science Society', // placeholder
      dateRange: 'May 2024 - May 2025',
      icon: { src: '/assets/experience/cs-society.svg', alt: 'Computer Science Society crest' },
    },
    {
      title: 'Vice President Outreach',
      company: 'Code Community Chapter', // placeholder
      dateRange: 'March 2024 - March 2025',
      icon: {
        src: '/assets/experience/community-chapter.svg',
        alt: 'Code Community Chapter logo',
      },
    },
    {
      title: 'Development Intern',
      company: 'Brightpath Software', // placeholder
      dateRange: 'Jan 2024 - April 2024',
      icon: { src: '/assets/experience/dev-intern.svg', alt: 'Brightpath Software logo' },
      highlights: ['Shipped the mobile app’s offline mode to 40,000 users'], // placeholder
    },
    {
      title: 'Student Ambassador',
      company: 'Northwind Labs', // placeholder
      dateRange: 'Aug 2023 - present',
      icon: { src: '/assets/labs-logo.svg', alt: 'Northwind Labs logo' },
    },
    {
      title: 'Junior Software Engineer',
      company: 'Harbor Pension Investments', // placeholder
      dateRange: 'May 2023 - Aug 2023',
      icon: { src: '/assets/pension-investment.svg', alt: 'Harbor Pension Investments logo' },
    },
  ],
});
