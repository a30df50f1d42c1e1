import type { Card } from '@/content/schema';
import Icon from './Icon';
import MarkedText from '@/components/MarkedText';
import styles from './InfoCard.module.css';

/** A skill or interest: an icon, a title and a sentence. */
export default function InfoCard({ card, language }: { card: Card; language: string }) {
  const { title, description, icon } = card;
  return (
    <article className={styles.card}>
      <Icon icon={icon} sheet="cards" className={styles.icon} />
      <MarkedText as="h3" text={title} language={language} />
      <MarkedText as="p" className={styles.description} text={description} language={language} />
    </article>
  );
}
