import type { Counted } from '../counted';

/**
 * The interface's own words in English: what the site says around the owner's content. The specification's words
 * (the form's, the alert's, the error page's) are these exactly. Each other language's table has the same keys
 * (lib/i18n/words.ts checks them). The owner's own, in any language, are in content/words.ts (the first language) and content/<code>/words.ts.
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
  previews: { projectBy: 'A project by', projectAlt: 'a project by', postAlt: 'a post by' },
  share: {
    heading: 'Share',
    share: 'Share',
    copy: 'Copy link',
    copied: 'Link copied',
    copyRefused: 'Copying was refused',
    on: 'Share on',
    email: 'E-mail',
    server: { label: 'Your Mastodon server', submit: 'Share', cancel: 'Cancel', invalid: 'Write a server’s name, such as mastodon.social' },
  },
  comments: { heading: 'Comments', show: 'Show comments', onGitHub: 'Comments on GitHub' },
  tools: 'Tools',
  projectCard: { view: 'View', techStack: 'tech stack', sourceCode: 'source code', of: 'of' },
  projectPage: { back: 'All projects', stack: 'Built with', highlights: 'Highlights', source: 'Source code', previous: 'Previous project', next: 'Next project' },
  resume: 'resume',
  resumeHeadings: { summary: 'Summary', experience: 'Experience', projects: 'Projects', skills: 'Skills', education: 'Education' },
  // The open end of a job or a degree still going on ("Aug 2023 – present").
  present: 'present',
  // Above a translation whose original changed after it was translated (lib/i18n/staleness.ts).
  stale: { notice: 'The original of this page has changed since it was translated.', original: 'Read the original' },
  blogPage: {
    tags: 'Tags',
    // A phrase with a count (lib/i18n/counted.ts): a form for each plural form its language has, `{count}` the number.
    readingTime: { one: '{count} min read', other: '{count} min read' } as Counted,
    previous: 'Previous post',
    next: 'Next post',
    all: 'All posts',
    tagged: 'Posts tagged',
    pages: 'Pages of posts',
    pageNumber: 'Page',
    newer: 'Newer posts',
    older: 'Older posts',
    allTags: 'All tags',
    postCount: { one: '{count} post', other: '{count} posts' } as Counted,
    contents: 'Contents',
    updated: 'Updated',
    related: 'Related posts',
    alsoIn: 'Also in',
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
    found: { one: '{count} result', other: '{count} results' } as Counted,
    none: 'Nothing found for',
    filter: 'Filter by tag',
    kinds: { post: 'Post', project: 'Project', page: 'Page' },
  },
};

export type Words = typeof en;
