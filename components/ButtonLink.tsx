import Link from 'next/link';
import type { PageLink } from '@/content/schema';

/** A call-to-action link to one of the site's pages, drawn as a button. */
export default function ButtonLink({ link }: { link: PageLink }) {
  return (
    <Link href={link.href} className="button">
      {link.label}
      {link.context && <span className="sr-only"> {link.context}</span>}
    </Link>
  );
}
