import type { Site } from '@/content/schema';
import type { Words } from '@/lib/i18n/words';
import { THEME_CHOICES } from '@/lib/theme/theme';
import styles from './ThemeControl.module.css';

/**
 * The visitor's choice of theme: a native select, so keyboards and screen readers know it, named "Theme". The head
 * script (lib/theme/theme.ts) shows the stored choice in it and applies each change, before Next's runtime arrives;
 * React renders it and never handles it.
 */
export default function ThemeControl({ theme, words }: { theme: Site['theme']; words: Words['theme'] }) {
  const { label, choices } = words;
  return (
    <label className={styles.control}>
      <span className="sr-only">{label}</span>
      <select name="theme" defaultValue={theme.default} className={`bar-control ${styles.select}`} suppressHydrationWarning>
        {THEME_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choices[choice]}
          </option>
        ))}
      </select>
    </label>
  );
}
