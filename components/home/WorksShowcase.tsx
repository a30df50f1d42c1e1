import type { Showcase } from '@/content/schema';
import AssetImage from '../AssetImage';
import ButtonLink from '../ButtonLink';
import MarkedText from '@/components/MarkedText';
import styles from './WorksShowcase.module.css';

/** Home's "My Portfolio": a few screenshots and the way to every project. */
export default function WorksShowcase({ heading, text, images, more, language }: Showcase & { language: string }) {
  return (
    <section id="works" className="container section" aria-labelledby="works-heading">
      <h2 id="works-heading">
        <MarkedText text={heading} language={language} />
      </h2>
      <p className="section-lead">
        <MarkedText text={text} language={language} />
      </p>
      <ul className={styles.grid}>
        {images.map((image) => (
          <li key={image.src}>
            <AssetImage image={image} layout="showcase" className={styles.shot} />
          </li>
        ))}
      </ul>
      <ButtonLink link={more} language={language} />
    </section>
  );
}
