import { z } from 'zod';
import { FaGithub, FaLinkedin } from 'react-icons/fa6';
import { assetFile, defineContent, externalUrl, iconSchema, imageSchema, linkSchema, routes, text } from './schema';

/**
 * Who the site is about, and what every page shares: navigation, profiles, resume and the contact page's words.
 * OWNER: every value marked "placeholder" is invented; replace it with your own.
 */
export const siteSchema = z.object({
  url: z.url({ protocol: /^https$/, hostname: /./, error: 'must be the https:// origin the site is served from' }),
  description: text,
  name: text,
  greeting: text,
  role: text,
  intro: text,
  introLink: linkSchema,
  // Also the favicon, and drawn on the home-screen icons and link-preview images the build makes.
  logo: imageSchema,
  // Each page once; a page's label is also its title (in the browser tab, search results and link previews).
  navigation: z
    .array(linkSchema)
    .refine(
      (links) => links.length === routes.length && routes.every((route) => links.some((link) => link.href === route)),
      `must link each page once: ${routes.join(', ')}`,
    ),
  profiles: z.array(z.object({ label: text, url: externalUrl, icon: iconSchema })).min(1),
  resume: z.object({
    label: text,
    src: assetFile('pdf'),
  }),
  contactLink: linkSchema,
  contact: z.object({ heading: text, description: text }),
  // Public by design: EmailJS keys are sent from the browser. Empty means "not set up yet".
  emailjs: z.object({ publicKey: z.string(), serviceId: z.string(), templateId: z.string() }),
});

export type Site = z.infer<typeof siteSchema>;

export const site = defineContent('content/site.ts', siteSchema, {
  // Where GitHub Pages serves the site, without the /portfolio base path; NEXT_PUBLIC_SITE_URL overrides it.
  url: 'https://alex-morgan-dev.github.io', // placeholder
  // What search results and link previews say of Home.
  description: 'Alex Morgan, software engineer: mobile, web and cloud work, side projects and how to get in touch.', // placeholder
  name: 'Alex Morgan', // placeholder
  greeting: "Hi, I'm",
  role: 'Software Engineer',
  intro:
    'I design and build resilient and cost effective software with great UX designs: mobile and web apps that ' +
    'stay fast under load, cloud services that scale without surprise bills, and interfaces people enjoy using.', // placeholder
  introLink: { label: 'Learn More', href: '/About', context: 'about me' },
  logo: { src: '/assets/logo.svg', alt: 'Alex Morgan, home' }, // placeholder
  navigation: [
    { label: 'Home', href: '/' },
    { label: 'Portfolio', href: '/Projects' },
    { label: 'About', href: '/About' },
    { label: 'Contact', href: '/Contact-me' },
  ],
  profiles: [
    { label: 'LinkedIn profile', url: 'https://www.linkedin.com/in/alex-morgan-dev', icon: FaLinkedin }, // placeholder
    { label: 'GitHub profile', url: 'https://github.com/alex-morgan-dev', icon: FaGithub }, // placeholder
  ],
  resume: { label: 'Resume (PDF)', src: '/assets/resume.pdf' }, // placeholder file
  contactLink: { label: 'Get in touch', href: '/Contact-me' },
  contact: {
    heading: 'Contact Me',
    description: 'Please fill out the form below to discuss any work or collaboration opportunities.',
  },
  // From your EmailJS dashboard (see README, "The contact form"); NEXT_PUBLIC_EMAILJS_* variables override them.
  emailjs: { publicKey: '', serviceId: '', templateId: '' },
});
