import type { Metadata, Viewport } from 'next';
import dynamic from 'next/dynamic';
import type { ComponentProps, ComponentType } from 'react';
import { FaPause, FaPlay } from 'react-icons/fa6';
import OutboxDelivery from '@/components/contact/OutboxDelivery';
import Icon from '@/components/Icon';
import ParticlesBackground from '@/components/particles/ParticlesBackground';
import { asset } from '@/lib/asset';
import { emailJsConfig } from '@/lib/contact/emailJsConfig';
import { directionOf, FIRST_LANGUAGE, inLanguage, LANGUAGES, OTHER_LANGUAGES, otherLanguagesThan } from '@/lib/i18n/languages';
import { notFoundScript } from '@/lib/i18n/notFoundLanguage';
import { contentIn } from '@/lib/content/contentIn';
import type { Words } from '@/lib/i18n/words';
import { faviconsOf } from '@/lib/pictures/responsivePicture';
import { blogLanguages } from '@/lib/posts/postPages';
import { indexedRegion } from '@/lib/search/searchIndex';
import { feedAlternates } from '@/lib/seo/pageMetadata';
import { siteOrigin } from '@/lib/seo/siteUrl';
import { headScript } from '@/lib/headScript';
import { heldHtml } from '@/lib/heldHtml';
import { someLinkLoadsWhole } from '@/lib/pages/wholePageLinks';
import { SPECULATION_RULES } from '@/lib/prerender';
import { barColour } from '@/lib/theme/theme';
import type { ErrorWords } from '../ErrorMessage';
import ErrorWordsProvider from './ErrorWordsProvider';
import Footer from './Footer';
import type { LanguagePages } from './LanguageLinks';
import type SuggestedLanguage from './LanguageSuggestion';
import Navbar from './Navbar';
import ScrollToTop from './ScrollToTop';

// Left out of the bundles (code and styles) of a site in one language (next.config.mjs, leftOut).
const LanguageSuggestion: ComponentType<ComponentProps<typeof SuggestedLanguage>> = process.env.NEXT_PUBLIC_WITHOUT_LANGUAGES ? () => null : dynamic(() => import('./LanguageSuggestion'));

/** An error page's words in a language. */
export function errorWords(language: string, words: Words): ErrorWords {
  const { heading, home, retry } = words.error;
  return { heading, home, retry, homeHref: inLanguage(language, '/') };
}

/** The 404 page's choice of language by its address, when the site has more than one (lib/i18n/notFoundLanguage.ts). */
async function notFoundLanguages(): Promise<string> {
  if (LANGUAGES.length === 1) return '';
  const contents = await Promise.all(OTHER_LANGUAGES.map(async (code) => [code, await contentIn(code)] as const));
  return notFoundScript(process.env.NEXT_PUBLIC_BASE_PATH ?? '', Object.fromEntries(contents.map(([code, { site, words }]) => [code, { title: `${words.error.title} · ${site.name}`, dir: directionOf(code) }])));
}

/** What every page's head says unless the page says otherwise: titles, description, icons, feeds. */
export async function layoutMetadata(language: string): Promise<Metadata> {
  const { site } = await contentIn(language);
  return {
    metadataBase: new URL(siteOrigin),
    title: { default: `${site.name} · ${site.role}`, template: `%s · ${site.name}` },
    description: site.description,
    applicationName: site.name,
    authors: [{ name: site.name }],
    referrer: 'strict-origin-when-cross-origin',
    alternates: feedAlternates(language, site),
    icons: {
      icon: faviconsOf(site.logo),
      apple: { url: asset('/icons/apple-touch-icon.png'), sizes: '180x180' },
    },
  };
}

/** Every language's pages share the owner's default theme. */
export async function layoutViewport(): Promise<Viewport> {
  const { site } = await contentIn(FIRST_LANGUAGE);
  return {
    // The head script sets it to the theme shown; without scripts, the owner's default (dark for `system`).
    themeColor: barColour(site.theme.default),
    colorScheme: site.theme.default === 'system' ? 'light dark' : site.theme.default,
  };
}

/**
 * The document every page is drawn in, in one language: `<html lang dir>`, the navbar, the page, the footer and the
 * background. The site's own language's pages (app/(site)/layout.tsx) and each other's (app/[lang]/layout.lang.tsx)
 * are two root layouts of this one.
 */
type Props = {
  language: string;
  children: React.ReactNode;
  /** The 404 page's: its other languages are their Homes, whatever address it is served at. */
  notFound?: boolean;
};

export default async function SiteLayout({ language, children, notFound }: Props) {
  const { site, words } = await contentIn(language);
  const pages: LanguagePages = { languages: LANGUAGES, withBlog: blogLanguages(), ...(notFound && { notFound }) };
  const ownerTheme = site.theme.default;
  const direction = directionOf(language);
  return (
    // data-theme: the owner's default, which the head script replaces with the visitor's choice before the first
    // paint (so React finds another value there: it leaves it). `dir` only where it is not the default, left to right.
    <html lang={language} dir={direction === 'rtl' ? direction : undefined} data-theme={ownerTheme} suppressHydrationWarning>
      {/* biome-ignore lint/style/noHeadElement: the App Router's root layout writes its own <head> (next/head is the Pages Router's). */}
      <head>
        {/* Inline, first in <head>: the page paints in the chosen theme from its first frame, and counts the visit
            where the owner chose analytics. Hashed by the policy. Run from the HTML alone: the payload carries it emptied. */}
        <script {...heldHtml(headScript(site.analytics) + (notFound ? await notFoundLanguages() : ''))} />
        {/* Where some link loads its page whole (posts, another language): prerendered on the reader's intent
            (lib/prerender.ts). A site of the spec's four pages in one language has none, and no rules. */}
        {someLinkLoadsWhole(site, pages.withBlog.length > 0) && <script type="speculationrules" {...heldHtml(SPECULATION_RULES)} />}
      </head>
      {/* The 404 page's head script gives the document the language of the address (lib/i18n/notFoundLanguage.ts): what
          is written in this language keeps it. */}
      <body {...(notFound && LANGUAGES.length > 1 && { lang: language, dir: direction })}>
        <a href="#content" className="skip-link">
          {words.skipToContent}
        </a>
        {/* Second in the tab order, after the skip link: shown over the page's foot, met before the page. */}
        {LANGUAGES.length > 1 && <LanguageSuggestion language={language} choices={otherLanguagesThan(language)} pages={pages} words={words.suggestion} />}
        <Navbar language={language} site={site} words={words} pages={pages} />
        <main id="content" tabIndex={-1} {...indexedRegion()}>
          <ErrorWordsProvider words={errorWords(language, words)}>{children}</ErrorWordsProvider>
        </main>
        <Footer language={language} site={site} words={words} />
        <ScrollToTop />
        {/* On every page: a message the contact form kept unsent is delivered wherever the visitor is then. */}
        <OutboxDelivery config={emailJsConfig()} sentAlert={words.form.sent} />
        {/* In the root layout, so it mounts once and survives every route change. */}
        <ParticlesBackground pauseIcon={<Icon icon={FaPause} inline />} playIcon={<Icon icon={FaPlay} inline />} labels={words.background} />
      </body>
    </html>
  );
}
