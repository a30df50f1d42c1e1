import SiteLayout, { layoutMetadata, layoutViewport } from '@/components/layout/SiteLayout';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';
import '../globals.css';

// The site's own language's pages, at the site's addresses.
export const generateMetadata = () => layoutMetadata(FIRST_LANGUAGE);
export const generateViewport = layoutViewport;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <SiteLayout language={FIRST_LANGUAGE}>{children}</SiteLayout>;
}
