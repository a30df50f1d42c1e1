import Link from 'next/link';
import type { PageLink } from '@/content/fields';
import { inLanguage } from '@/lib/i18n/languages';

/** A call-to-action link to one of the site's pages, in the page's language, drawn as a button. */
export default function ButtonLink({ link, language }: { link: PageLink; language: string }) {
  return (
    <Link href={inLanguage(language, link.href)} className="button">
      {link.label}
      {link.context && <span className="sr-only"> {link.context}</span>}
    </Link>
  );
}
