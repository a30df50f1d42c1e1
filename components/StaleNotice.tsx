import { FIRST_LANGUAGE } from '@/lib/i18n/languages';
import type { Words } from '@/lib/i18n/words';
import PageLink from './PageLink';

/**
 * Tells a page's readers, in their language, that its original changed after it was translated
 * (lib/i18n/staleness.ts), and links the original, `original`: its address in the first language. In a page's own
 * column (`container`) unless it sits in one; styled as a section's lead, so no page carries styles it does not show.
 */
export default function StaleNotice({ words, original, className = 'container' }: { words: Words['stale']; original: string; className?: string }) {
  return (
    <p role="note" className={`${className} section-lead`.trim()}>
      {words.notice}{' '}
      <PageLink href={original} hrefLang={FIRST_LANGUAGE}>
        {words.original}
      </PageLink>
    </p>
  );
}
