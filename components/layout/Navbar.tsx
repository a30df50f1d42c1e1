import dynamic from 'next/dynamic';
import Link from 'next/link';
import type { ComponentProps, ComponentType } from 'react';
import { FaBars, FaXmark } from 'react-icons/fa6';
import type { Site } from '@/content/schema';
import { inLanguage, otherLanguagesThan } from '@/lib/i18n/languages';
import type { Words } from '@/lib/i18n/words';
import { navigationLinks } from '@/lib/navigation';
import AssetImage from '../AssetImage';
import Icon from '../Icon';
import type LinksToLanguages from './LanguageLinks';
import type { LanguagePages } from './LanguageLinks';
import MobileMenu from './MobileMenu';
import NavLinks from './NavLinks';
import ThemeControl from './ThemeControl';
import styles from './Navbar.module.css';

type Props = { language: string; site: Site; words: Words; pages: LanguagePages };

// Left out of the bundles (code and styles) of a site in one language (next.config.mjs, leftOut).
const LanguageLinks: ComponentType<ComponentProps<typeof LinksToLanguages>> = process.env.NEXT_PUBLIC_WITHOUT_LANGUAGES ? () => null : dynamic(() => import('./LanguageLinks'));

/**
 * The bar on every page: the logo home, the links on wide screens, the theme control, the menu button on narrow
 * ones, and with more than one language the same page in each other.
 */
export default function Navbar({ language, site, words, pages }: Props) {
  const links = navigationLinks(site, language, words);
  const choices = otherLanguagesThan(language);
  const languageLinks = (variant: 'bar' | 'menu') =>
    choices.length > 0 && <LanguageLinks choices={choices} pages={pages} label={words.languages} variant={variant} />;
  return (
    <header className={styles.header}>
      <nav className={`container ${styles.nav}`} aria-label={words.mainNavigation}>
        <Link href={inLanguage(language, '/')} className={styles.logo}>
          <AssetImage image={site.logo} layout="navbarLogo" />
        </Link>
        <NavLinks links={links} variant="bar" />
        <div className={styles.end}>
          {languageLinks('bar')}
          <ThemeControl theme={site.theme} words={words.theme} />
          <MobileMenu
            links={links}
            label={words.menu}
            languageLinks={languageLinks('menu')}
            openIcon={<Icon icon={FaBars} sheet="layout" />}
            closeIcon={<Icon icon={FaXmark} sheet="layout" />}
          />
        </div>
      </nav>
    </header>
  );
}
