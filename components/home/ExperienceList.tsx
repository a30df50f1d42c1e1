import type { Experience } from '@/content/schema';
import { formatDateRange } from '@/lib/resume/dateRange';
import AssetImage from '../AssetImage';
import MarkedText from '@/components/MarkedText';
import styles from './ExperienceList.module.css';

/** `language`: the page's, whose words (`present`) and way of writing months the dates take. */
type Props = { heading: string; entries: Experience[]; language: string; present: string };

/** The owner's roles as a timeline, newest first. */
export default function ExperienceList({ heading, entries, language, present }: Props) {
  return (
    <section className="container section" aria-labelledby="experience-heading">
      <MarkedText as="h2" id="experience-heading" text={heading} language={language} />
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={`${entry.title}-${entry.dateRange}`} className={styles.item}>
            <AssetImage image={entry.icon} layout="experienceIcon" className={styles.icon} language={language} />
            <div>
              <MarkedText as="h3" className={styles.title} text={entry.title} language={language} />
              <p className={styles.company}>{entry.company}</p>
              <p className={styles.dates}>{formatDateRange(entry.dateRange, language, present)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
