import type { Tech } from '@/content/fields';
import type { Sheet } from '@/lib/glyphs/glyphSheets';
import Icon from '../Icon';
import styles from './TechIcons.module.css';

type Props = {
  items: Tech[];
  /** What the list is, for screen readers: "Tech stack", "Tools". */
  label: string;
  /** `small` for a card's stack; `large` for a showcase grid with the names written out. */
  size: 'small' | 'large';
  /** The part of the site the list is in (lib/glyphs/glyphSheets): `toolbox`, `projects`, `project:<slug>`. */
  sheet: Sheet;
};

/**
 * Technologies as brand icons, each named for screen readers (and as a tooltip); one without an icon by its name
 * written out.
 */
export default function TechIcons({ items, label, size, sheet }: Props) {
  return (
    <ul className={`${styles.list} ${styles[size]}`} aria-label={label}>
      {items.map(({ id, icon }) => (
        <li key={id} className={styles.item}>
          {size === 'large' ? (
            <>
              {icon && <Icon icon={icon} sheet={sheet} className={styles.icon} />}
              <span>{id}</span>
            </>
          ) : icon ? (
            <Icon icon={icon} sheet={sheet} label={id} />
          ) : (
            <span className={styles.name}>{id}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
