import type { Tech } from '@/content/schema';
import Icon from './Icon';
import styles from './TechIcons.module.css';

type Props = {
  items: Tech[];
  /** What the list is, for screen readers: "Tech stack", "Tools". */
  label: string;
  /** `small` for a card's stack; `large` for a showcase grid with the names written out. */
  size: 'small' | 'large';
};

/**
 * Technologies as brand icons, each named for screen readers (and as a tooltip); one without an icon by its name
 * written out.
 */
export default function TechIcons({ items, label, size }: Props) {
  return (
    <ul className={`${styles.list} ${styles[size]}`} aria-label={label}>
      {items.map(({ id, icon }) => (
        <li key={id} className={styles.item}>
          {size === 'large' ? (
            <>
              {icon && <Icon icon={icon} className={styles.icon} />}
              <span>{id}</span>
            </>
          ) : icon ? (
            <Icon icon={icon} label={id} />
          ) : (
            <span className={styles.name}>{id}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
