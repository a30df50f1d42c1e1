import type { About } from '@/content/schema';
import TechIcons from '../projects/TechIcons';

/** Home's toolbox: the technologies the owner works with every day, listed under `label` ("Tools") for screen readers. */
export default function Toolbox({ heading, text, tools, label }: About['toolbox'] & { label: string }) {
  return (
    <section className="container section" aria-labelledby="toolbox-heading">
      <h2 id="toolbox-heading">{heading}</h2>
      <p className="section-lead">{text}</p>
      <TechIcons items={tools} label={label} size="large" sheet="toolbox" />
    </section>
  );
}
