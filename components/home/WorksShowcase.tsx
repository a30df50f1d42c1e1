import type { Showcase } from '@/content/schema';
import AssetImage from '../AssetImage';
import ButtonLink from '../ButtonLink';
import MarkedText from '@/components/MarkedText';
import styles from './WorksShowcase.module.css';

/** Home's "My Portfolio": a few screenshots and the way to every project. */
export default function WorksShowcase({ heading, text, images, more, language }: Showcase & { language: string }) {
  return (
    <section id="works" className="container section" aria-labelledby="works-heading">
      <MarkedText as="h2" id="works-heading" text={heading} language={language} />
      <MarkedText as="p" className="section-lead" text={text} language={language} />
      <ul className={styles.grid}>
        {images.map((image) => (
          <li key={image.src}>
            <AssetImage image={image} layout="showcase" className={styles.shot} language={language} />
          </li>
        ))}
      </ul>
      <ButtonLink link={more} language={language} />
    </section>
  );
}
