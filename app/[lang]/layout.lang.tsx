import SiteLayout, { layoutMetadata, layoutViewport } from '@/components/layout/SiteLayout';
import { OTHER_LANGUAGES } from '@/lib/i18n/languages';
import '../globals.css';

type Props = { children: React.ReactNode; params: Promise<{ lang: string }> };

// Each other language's pages, under its code (/de/About/): a route only when content/site.ts names more than one
// language (app/routeKinds.mjs).
export const dynamicParams = false;
export const generateStaticParams = () => OTHER_LANGUAGES.map((lang) => ({ lang }));
export const generateMetadata = async ({ params }: Props) => layoutMetadata((await params).lang);
export const generateViewport = layoutViewport;

export default async function LanguageLayout({ children, params }: Props) {
  return <SiteLayout language={(await params).lang}>{children}</SiteLayout>;
}
