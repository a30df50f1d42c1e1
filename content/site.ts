import { FaGithub, FaLinkedin } from 'react-icons/fa6';
import { defineContent, siteSchema } from './schema';

/**
 * Who the site is about, and what every page shares: navigation, profiles, resume and the contact page's words.
 * OWNER: every value marked "placeholder" is invented; replace it with your own.
 */
export const site = defineContent('content/site.ts', siteSchema, {
  // Where GitHub Pages serves the site, without the /portfolio base path; NEXT_PUBLIC_SITE_URL overrides it.
  url: 'https://alex-morgan-dev.github.io', // placeholder
  // What search results and link previews say of Home.
  description: 'Alex Morgan, software engineer: mobile, web and cloud work, side projects and how to get in touch.', // placeholder
  name: 'Alex Morgan', // placeholder
  greeting: "Hi, I'm",
  role: 'Software Engineer',
  intro: 'I design and build resilient and cost effective software with great UX designs: mobile and web apps that ' + 'stay fast under load, cloud services that scale without surprise bills, and interfaces people enjoy using.', // placeholder
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
  // The build writes the resume from content/ (name, role, summary, jobs, projects, skills, education). To link a
  // PDF of your own instead, put it in public/assets/ and name it: src: '/assets/my-resume.pdf'.
  resume: { label: 'Resume (PDF)' },
  // Printed on the resume when set (the site itself shows no address): email: 'you@example.com',
  // Your posts are Markdown files in content/posts/ (README, "Posts"): with one published, the navigation gains this
  // link and the site a blog at /Blog/, a feed at /feed.xml and a page a tag.
  blog: {
    label: 'Blog',
    description: 'Notes on what I build and what I learn building it.', // placeholder
  },
  // 'dark' (the design's own), 'light', or 'system' (the visitor's operating system's); visitors choose their own in
  // the navbar, which the site remembers.
  theme: { default: 'dark' },
  contactLink: { label: 'Get in touch', href: '/Contact-me' },
  contact: {
    heading: 'Contact Me',
    description: 'Please fill out the form below to discuss any work or collaboration opportunities.',
  },
  // From your EmailJS dashboard (see README, "The contact form"); NEXT_PUBLIC_EMAILJS_* variables override them.
  emailjs: { publicKey: '', serviceId: '', templateId: '' },
});
