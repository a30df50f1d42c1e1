import { ENGLISH_WORDS } from '@/content/schema';

/**
 * The interface's own words in English: what the site says around the owner's content. The specification's words
 * (the form's, the alert's, the error page's) are these exactly. Each other language's table has the same keys
 * (lib/i18n/words.ts checks them). Those content/ may give otherwise are the content schema's defaults.
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
  projectPage: ENGLISH_WORDS.projectPage,
  resume: 'resume',
  resumeHeadings: ENGLISH_WORDS.resumeHeadings,
  blogPage: ENGLISH_WORDS.blogPage,
  search: ENGLISH_WORDS.search,
};

export type Words = typeof en;
