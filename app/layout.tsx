import type { Metadata, Viewport } from 'next';
import { FaPause, FaPlay } from 'react-icons/fa6';
import Footer from '@/components/layout/Footer';
import Icon from '@/components/Icon';
import Navbar from '@/components/layout/Navbar';
import OutboxDelivery from '@/components/contact/OutboxDelivery';
import ParticlesBackground from '@/components/particles/ParticlesBackground';
import ScrollToTop from '@/components/layout/ScrollToTop';
import { site } from '@/content/site';
import { asset } from '@/lib/asset';
import { emailJsConfig } from '@/lib/contact/emailJsConfig';
import { indexedRegion } from '@/lib/search/searchIndex';
import { faviconsOf } from '@/lib/pictures/responsivePicture';
import { feedAlternates } from '@/lib/seo/pageMetadata';
import { siteOrigin } from '@/lib/seo/siteUrl';
import { barColour, themeScript } from '@/lib/theme/theme';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin),
  title: { default: `${site.name} · ${site.role}`, template: `%s · ${site.name}` },
  description: site.description,
  applicationName: site.name,
  authors: [{ name: site.name }],
  referrer: 'strict-origin-when-cross-origin',
  alternates: feedAlternates(),
  icons: {
    icon: faviconsOf(site.logo),
    apple: { url: asset('/icons/apple-touch-icon.png'), sizes: '180x180' },
  },
};

const ownerTheme = site.theme.default;
export const viewport: Viewport = {
  // The head script sets it to the theme shown; without scripts, the owner's default (dark for `system`).
  themeColor: barColour(ownerTheme),
  colorScheme: ownerTheme === 'system' ? 'light dark' : ownerTheme,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // data-theme: the owner's default, which the head script replaces with the visitor's choice before the first
    // paint (so React finds another value there: it leaves it).
    <html lang="en" data-theme={ownerTheme} suppressHydrationWarning>
      <head>
        {/* Inline, first in <head>: the page paints in the chosen theme from its first frame. Hashed by the policy. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript() }} />
      </head>
      <body>
        <a href="#content" className="skip-link">
          Skip to content
        </a>
        <Navbar />
        <main id="content" tabIndex={-1} {...indexedRegion()}>
          {children}
        </main>
        <Footer />
        <ScrollToTop />
        {/* On every page: a message the contact form kept unsent is delivered wherever the visitor is then. */}
        <OutboxDelivery config={emailJsConfig()} />
        {/* In the root layout, so it mounts once and survives every route change. */}
        <ParticlesBackground pauseIcon={<Icon icon={FaPause} inline />} playIcon={<Icon icon={FaPlay} inline />} />
      </body>
    </html>
  );
}
