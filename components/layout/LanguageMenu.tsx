import { useId, type ReactNode } from 'react';
import styles from './LanguageMenu.module.css';

type Props = {
  /** The page's language, in its own name and script ("Deutsch", "العربية"): what the button shows. */
  current: string;
  /** The control's name, "Languages" in the page's language. */
  label: string;
  /** The other languages' links. */
  children: ReactNode;
};

/**
 * The site's languages beyond two, as one control in the navbar: a button naming the page's language that opens the
 * list of the others. A native popover, as the menu is: the button opens it, Escape or a tap outside closes it, focus
 * moves from the button into the list, and the browser tells assistive technology whether it is open, with no
 * script at all.
 */
export default function LanguageMenu({ current, label, children }: Props) {
  const id = useId();
  return (
    <div className={styles.root}>
      <button type="button" className={`bar-control ${styles.button}`} popoverTarget={id}>
        <span className="sr-only">{label}: </span>
        {current}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <div id={id} popover="auto" className={`popover-panel ${styles.list}`}>
        {children}
      </div>
    </div>
  );
}
