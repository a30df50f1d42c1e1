import ExperienceList from '@/components/ExperienceList';
import Intro from '@/components/Intro';
import Toolbox from '@/components/Toolbox';
import WorksShowcase from '@/components/WorksShowcase';
import { about } from '@/content/about';
import { experience } from '@/content/experience';
import { showcase } from '@/content/projects';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/pageMetadata';
import { absoluteUrl } from '@/lib/siteUrl';

export const metadata = pageMetadata({ description: site.description, path: '/' });

// Tells search engines who the site is about (schema.org Person), for a richer result.
const person = {
  '@context': 'https://schema.org',
  '@type': 'Person',
  name: site.name,
  jobTitle: site.role,
  url: absoluteUrl('/'),
  image: absoluteUrl(site.logo.src),
  sameAs: site.profiles.map((profile) => profile.url),
};

export default function HomePage() {
  return (
    <>
      {/* Data, not code: JSON with '<' escaped so no text in it can close the script element. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(person).replace(/</g, '\\u003c') }}
      />
      <Intro site={site} />
      <ExperienceList heading={experience.heading} entries={experience.entries} />
      <Toolbox {...about.toolbox} />
      <WorksShowcase {...showcase} />
    </>
  );
}
