import ExperienceList from '@/components/ExperienceList';
import Intro from '@/components/Intro';
import Toolbox from '@/components/Toolbox';
import WorksShowcase from '@/components/WorksShowcase';
import { about } from '@/content/about';
import { experience } from '@/content/experience';
import { showcase } from '@/content/projects';
import { site } from '@/content/site';

export default function HomePage() {
  return (
    <>
      <Intro site={site} />
      <ExperienceList heading={experience.heading} entries={experience.entries} />
      <Toolbox {...about.toolbox} />
      <WorksShowcase {...showcase} />
    </>
  );
}
