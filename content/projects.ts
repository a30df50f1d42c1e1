import {
  SiExpress,
  SiFastapi,
  SiFirebase,
  SiFlutter,
  SiGraphql,
  SiHtml5,
  SiJavascript,
  SiMongodb,
  SiNextdotjs,
  SiNodedotjs,
  SiPostgresql,
  SiPython,
  SiReact,
  SiRedux,
  SiSocketdotio,
  SiStripe,
  SiTailwindcss,
  SiTypescript,
} from 'react-icons/si';
import { defineContent, projectsSchema, showcaseSchema } from './schema';

/**
 * The Projects page cards, and the screenshots Home shows under "My Portfolio".
 * OWNER: descriptions and repository links marked "placeholder" are invented; replace them with your own.
 */
const book = {
  src: '/assets/works/book.svg',
  alt: 'Personal Library: a grid of book covers with search',
};
const blog = { src: '/assets/works/blog.svg', alt: 'Blog Website: a hero title above article cards' };

export const showcase = defineContent('content/projects.ts (showcase)', showcaseSchema, {
  heading: 'My Portfolio',
  text: 'A glimpse of the side and passion projects I have made over my career as a software engineer. ' + 'See more of them, with their code, on my Portfolio page.',
  images: [book, { src: '/assets/works/notes.svg', alt: 'Notes app: a list of notes beside an open note' }, blog],
  more: { label: 'See more', href: '/Projects', context: 'of my projects' },
});

export const projects = defineContent('content/projects.ts (projects)', projectsSchema, {
  heading: 'My Personal Projects',
  // What search results and link previews say of the Projects page.
  description: 'Personal projects by Alex Morgan, from a Threads clone to semantic search, with their source code.', // placeholder
  entries: [
    {
      title: 'Threads Clone',
      description: 'A text-first social app with threaded replies, follows and live notifications.', // placeholder
      image: { src: '/assets/cobweb.svg', alt: 'Threads Clone: a cobweb of connected conversations' },
      stack: [
        { id: 'Next.js', icon: SiNextdotjs },
        { id: 'TypeScript', icon: SiTypescript },
        { id: 'MongoDB', icon: SiMongodb },
        { id: 'Tailwind CSS', icon: SiTailwindcss },
      ],
      link: 'https://github.com/alex-morgan-dev/threads-clone', // placeholder
    },
    {
      title: 'Ecommerce WebApp',
      description: 'A storefront with product search, a persistent cart and secure card checkout.', // placeholder
      image: { src: '/assets/projects/ecommerce.svg', alt: 'Ecommerce WebApp: product cards with prices' },
      stack: [
        { id: 'React', icon: SiReact },
        { id: 'Redux', icon: SiRedux },
        { id: 'Node.js', icon: SiNodedotjs },
        { id: 'Stripe', icon: SiStripe },
      ],
      link: 'https://github.com/alex-morgan-dev/ecommerce-webapp', // placeholder
      // Optional, for the project's own page (/Projects/ecommerce-webapp/): a few paragraphs and the highlights.
      details: [
        'A storefront built to stay quick on a phone: product pages are rendered ahead of time, search answers ' + 'as you type, and the cart survives a closed tab.', // placeholder
        'Checkout runs through Stripe, so no card number ever touches the shop’s own servers.', // placeholder
      ],
      highlights: ['Search over 5,000 products in under 100 ms', 'Cart kept across visits and devices'], // placeholder
    },
    {
      title: 'Personal Library',
      description: 'Catalogue the books you own, track what you are reading and rate what you finish.', // placeholder
      image: book,
      stack: [
        { id: 'React', icon: SiReact },
        { id: 'Express', icon: SiExpress },
        { id: 'PostgreSQL', icon: SiPostgresql },
      ],
      link: 'https://github.com/alex-morgan-dev/personal-library', // placeholder
    },
    {
      title: 'Quiz App',
      description: 'Timed multiple-choice quizzes with instant feedback and a score history.', // placeholder
      image: { src: '/assets/projects/quiz.svg', alt: 'Quiz App: a question with four answers' },
      stack: [
        { id: 'JavaScript', icon: SiJavascript },
        { id: 'HTML', icon: SiHtml5 },
      ],
      link: 'https://github.com/alex-morgan-dev/quiz-app', // placeholder
    },
    {
      title: 'Social Media App',
      description: 'A cross-platform mobile app for sharing photos and chatting in real time.', // placeholder
      image: { src: '/assets/projects/social.svg', alt: 'Social Media App: a feed of posts' },
      stack: [
        { id: 'Flutter', icon: SiFlutter },
        { id: 'Firebase', icon: SiFirebase },
        { id: 'Socket.IO', icon: SiSocketdotio },
      ],
      link: 'https://github.com/alex-morgan-dev/social-media-app', // placeholder
    },
    {
      title: 'Blog Website',
      description: 'A fast, statically generated blog with tags, search and an RSS feed.', // placeholder
      image: blog,
      stack: [
        { id: 'Next.js', icon: SiNextdotjs },
        { id: 'GraphQL', icon: SiGraphql },
        { id: 'Tailwind CSS', icon: SiTailwindcss },
      ],
      link: 'https://github.com/alex-morgan-dev/blog-website', // placeholder
    },
    {
      title: 'Smart Search',
      description: 'Semantic search over documents that ranks results by meaning, not just keywords.', // placeholder
      image: { src: '/assets/projects/smart-search.svg', alt: 'Smart Search: ranked results under a search bar' },
      stack: [
        { id: 'Python', icon: SiPython },
        { id: 'FastAPI', icon: SiFastapi },
        { id: 'React', icon: SiReact },
      ],
      link: 'https://github.com/alex-morgan-dev/smart-search', // placeholder
    },
  ],
});
