import type { About } from '@/content/schema';
import MarkedText from '@/components/MarkedText';
import TechIcons from '../projects/TechIcons';

/** Home's toolbox: the technologies the owner works with every day, listed under `label` ("Tools") for screen readers. */
export default function Toolbox({ heading, text, tools, label, language }: About['toolbox'] & { label: string; language: string }) {
  return (
    <section className="container section" aria-labelledby="toolbox-heading">
      <h2 id="toolbox-heading">
        <MarkedText text={heading} language={language} />
      </h2>
      <p className="section-lead">
        <MarkedText text={text} language={language} />
      </p>
      <TechIcons items={tools} label={label} size="large" sheet="toolbox" />
    </section>
  );
}
