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
import { faviconsOf } from '@/lib/pictures/responsivePicture';
import { feedAlternates } from '@/lib/seo/pageMetadata';
import { siteOrigin } from '@/lib/seo/siteUrl';
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

export const viewport: Viewport = { themeColor: '#0b1020', colorScheme: 'dark' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a href="#content" className="skip-link">
          Skip to content
        </a>
        <Navbar />
        <main id="content" tabIndex={-1}>
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
