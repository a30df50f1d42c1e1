/**
 * The interface's own words in English: what the site says around the owner's content. The specification's words
 * (the form's, the alert's, the error page's) are these exactly. Each other language's table has the same keys
 * (lib/i18n/words.ts checks them).
 */
export const en = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  menu: 'Menu',
  newTab: 'opens in a new tab',
  languages: 'Languages',
  suggestion: { offer: 'This page is also in', dismiss: 'Dismiss' },
  background: { pause: 'Pause background animation', play: 'Play background animation' },
  form: {
    name: 'Your Name',
    email: 'Your Email',
    message: 'Your message',
    submit: 'Submit',
    required: 'This is required!',
    sent: 'Email Sent !',
  },
  error: {
    heading: 'Unexpected Application Error!',
    notFound: '404 Not Found',
    title: 'Page not found',
    home: 'Back to Home',
    retry: 'Try again',
  },
  theme: { label: 'Theme', choices: { system: 'System', light: 'Light', dark: 'Dark' } },
  tools: 'Tools',
  projectCard: { view: 'View', techStack: 'tech stack', sourceCode: 'source code', of: 'of' },
  projectPage: {
    back: 'All projects',
    stack: 'Built with',
    highlights: 'Highlights',
    source: 'Source code',
    previous: 'Previous project',
    next: 'Next project',
  },
  resumeHeadings: { summary: 'Summary', experience: 'Experience', projects: 'Projects', skills: 'Skills', education: 'Education' },
  blogPage: {
    tags: 'Tags',
    readingTime: 'min read',
    previous: 'Previous post',
    next: 'Next post',
    all: 'All posts',
    tagged: 'Posts tagged',
    pages: 'Pages of posts',
    pageNumber: 'Page',
    newer: 'Newer posts',
    older: 'Older posts',
    allTags: 'All tags',
    contents: 'Contents',
    updated: 'Updated',
    related: 'Related posts',
    copy: 'Copy',
    copied: 'Copied',
    copyRefused: 'Copying was refused',
  },
  search: {
    label: 'Search',
    box: 'Search posts, projects and pages',
    needsScript: 'Search needs JavaScript. Browse by tag or read the newest posts instead.',
    newest: 'Newest posts',
    more: 'Show more results',
    found: 'results',
    foundOne: 'result',
    none: 'Nothing found for',
    filter: 'Filter by tag',
    kinds: { post: 'Post', project: 'Project', page: 'Page' },
  },
};

export type Words = typeof en;
