import type { Metadata } from 'next';
import NotFound from '@/components/layout/NotFound';
import SiteLayout, { layoutMetadata, layoutViewport } from '@/components/layout/SiteLayout';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import './globals.css';

// The site has a root layout a language (app/(site)/, app/[lang]/), so its one 404.html, which GitHub Pages serves for
// every unknown path, is drawn here, in the site's own language. Next itself marks it noindex.
export async function generateMetadata(): Promise<Metadata> {
  const { site, words } = await contentIn(FIRST_LANGUAGE);
  // Titled as a page of the site is (no layout's template reaches this page).
  return { ...(await layoutMetadata(FIRST_LANGUAGE)), title: `${words.error.title} · ${site.name}` };
}
export const generateViewport = layoutViewport;

export default function GlobalNotFound() {
  return (
    <SiteLayout language={FIRST_LANGUAGE} notFound>
      <NotFound />
    </SiteLayout>
  );
}
