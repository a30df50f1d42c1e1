import type { Metadata } from 'next';
import JsonLd from '@/components/JsonLd';
import { languageOf, type LanguageParams } from '@/lib/i18n/languages';
import { contentIn, hasStale } from '@/lib/content/contentIn';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { person } from '@/lib/seo/structuredData';
import ExperienceList from './ExperienceList';
import Intro from './Intro';
import Toolbox from './Toolbox';
import StaleNotice from '@/components/StaleNotice';
import WorksShowcase from './WorksShowcase';

export async function generateMetadata(props: LanguageParams): Promise<Metadata> {
  const language = await languageOf(props);
  const { site, words } = await contentIn(language);
  return pageMetadata({ description: site.description, path: '/', language, site, words });
}

/** Home: who the owner is, their experience, their tools and a glimpse of their work, in the page's language. */
export default async function HomePage(props: LanguageParams) {
  const language = await languageOf(props);
  const { site, experience, about, showcase, words } = await contentIn(language);
  return (
    <>
      <JsonLd data={person} />
      {((await hasStale(language, 'site')) || (await hasStale(language, 'experience'))) && <StaleNotice words={words.stale} original="/" />}
      <Intro site={site} language={language} />
      <ExperienceList heading={experience.heading} entries={experience.entries} language={language} present={words.present} />
      <Toolbox {...about.toolbox} label={words.tools} language={language} />
      <WorksShowcase {...showcase} language={language} />
    </>
  );
}
