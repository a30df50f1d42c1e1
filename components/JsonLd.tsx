import { heldHtml } from '@/lib/heldHtml';

/** Structured data for search engines (schema.org), as JSON with '<' escaped so no text in it can close the element. */
export default function JsonLd({ data }: { data: Record<string, unknown> }) {
  // Read by crawlers from the HTML: the page's payload need not carry it again.
  return <script type="application/ld+json" {...heldHtml(JSON.stringify(data).replace(/</g, '\\u003c'))} />;
}
