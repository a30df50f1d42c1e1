import { FaBrain, FaCloud, FaLaptopCode, FaMobileScreen } from 'react-icons/fa6';
import { SiDocker, SiFirebase, SiFlutter, SiGit, SiGooglecloud, SiNextdotjs, SiNodedotjs, SiPostgresql, SiPython, SiReact, SiTypescript } from 'react-icons/si';
import { aboutSchema, defineContent } from './schema';

/**
 * The About page (bio, what I do, interests) and the toolbox shown on Home.
 * OWNER: the bio marked "placeholder" is invented; replace it with your own words.
 */
export const about = defineContent('content/about.ts', aboutSchema, {
  // What search results and link previews say of the About page.
  description: 'Who Alex Morgan is, what they build (mobile apps, web apps, cloud) and what they are curious about.', // placeholder
  bio: {
    heading: 'Getting to know me',
    picture: { src: '/assets/bio.svg', alt: 'Illustrated portrait of Alex Morgan' }, // placeholder
    paragraphs: [
      // placeholder
      'I am a software engineer who enjoys turning fuzzy ideas into dependable products. I have shipped mobile ' + 'apps, web platforms and cloud services, in internships, student societies and on my own projects.',
      // placeholder
      'I care about software that keeps working when things go wrong, costs no more than it should to run, and ' + 'feels good to use. Outside work I mentor new programmers and explore machine learning.',
    ],
  },
  skills: {
    heading: 'What I do',
    cards: [
      {
        title: 'Mobile App Development',
        description: 'Cross-platform apps for iOS and Android with smooth, native-feeling interfaces.', // placeholder
        icon: FaMobileScreen,
      },
      {
        title: 'Web App Development',
        description: 'Fast, accessible web applications, from the database to the last pixel.', // placeholder
        icon: FaLaptopCode,
      },
      {
        title: 'Cloud Engineering',
        description: 'Reliable, observable and cost-aware infrastructure that scales with demand.', // placeholder
        icon: FaCloud,
      },
    ],
  },
  interests: {
    heading: 'Interests',
    cards: [
      {
        title: 'Machine Learning',
        description: 'Building models that find meaning in data, and products that put them to good use.', // placeholder
        icon: FaBrain,
      },
    ],
  },
  toolbox: {
    heading: 'My Toolbox',
    text: 'Languages, frameworks and platforms I reach for every day.',
    tools: [
      { id: 'TypeScript', icon: SiTypescript },
      { id: 'React', icon: SiReact },
      { id: 'Next.js', icon: SiNextdotjs },
      { id: 'Node.js', icon: SiNodedotjs },
      { id: 'Python', icon: SiPython },
      { id: 'Flutter', icon: SiFlutter },
      { id: 'Firebase', icon: SiFirebase },
      { id: 'PostgreSQL', icon: SiPostgresql },
      { id: 'Docker', icon: SiDocker },
      { id: 'Google Cloud', icon: SiGooglecloud },
      { id: 'Git', icon: SiGit },
    ],
  },
  // Printed on the resume, newest first; leave it out to print none.
  education: [
    { degree: 'BSc Computer Science', school: 'University of Westbrook', dateRange: 'Sep 2021 - present' }, // placeholder
  ],
});
