import type { About } from '@/content/schema';
import MarkedText from '@/components/MarkedText';
import TechIcons from '../projects/TechIcons';

/** Home's toolbox: the technologies the owner works with every day, listed under `label` ("Tools") for screen readers. */
export default function Toolbox({ heading, text, tools, label, language }: About['toolbox'] & { label: string; language: string }) {
  return (
    <section className="container section" aria-labelledby="toolbox-heading">
      <MarkedText as="h2" id="toolbox-heading" text={heading} language={language} />
      <MarkedText as="p" className="section-lead" text={text} language={language} />
      <TechIcons items={tools} label={label} size="large" sheet="toolbox" />
    </section>
  );
}
