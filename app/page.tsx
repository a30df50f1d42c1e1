import ExperienceList from '@/components/home/ExperienceList';
import JsonLd from '@/components/JsonLd';
import Intro from '@/components/home/Intro';
import Toolbox from '@/components/home/Toolbox';
import WorksShowcase from '@/components/home/WorksShowcase';
import { about } from '@/content/about';
import { experience } from '@/content/experience';
import { showcase } from '@/content/projects';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { person } from '@/lib/seo/structuredData';

export const metadata = pageMetadata({ description: site.description, path: '/' });

export default function HomePage() {
  return (
    <>
      <JsonLd data={person} />
      <Intro site={site} />
      <ExperienceList heading={experience.heading} entries={experience.entries} />
      <Toolbox {...about.toolbox} />
      <WorksShowcase {...showcase} />
    </>
  );
}
