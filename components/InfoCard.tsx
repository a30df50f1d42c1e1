import type { Card } from '@/content/schema';
import Icon from './Icon';
import styles from './InfoCard.module.css';

/** A skill or interest: an icon, a title and a sentence. */
export default function InfoCard({ card }: { card: Card }) {
  const { title, description, icon } = card;
  return (
    <article className={styles.card}>
      <Icon icon={icon} sheet="cards" className={styles.icon} />
      <h3>{title}</h3>
      <p className={styles.description}>{description}</p>
    </article>
  );
}
