import dynamic from 'next/dynamic';
import Link from 'next/link';
import type { ComponentProps, ComponentType } from 'react';
import { FaBars, FaXmark } from 'react-icons/fa6';
import type { Site } from '@/content/schema';
import { inLanguage, nameOf, otherLanguagesThan } from '@/lib/i18n/languages';
import type { Words } from '@/lib/i18n/words';
import { navigationLinks } from '@/lib/navigation';
import { THEME_CHOICES } from '@/lib/theme/theme';
import AssetImage from '../AssetImage';
import Icon from '../Icon';
import { headerWideFrom, type LanguageControl } from './headerWidth';
import type LinksToLanguages from './LanguageLinks';
import type { LanguagePages } from './LanguageLinks';
import type MenuOfLanguages from './LanguageMenu';
import MobileMenu from './MobileMenu';
import NavLinks from './NavLinks';
import ThemeControl from './ThemeControl';
import styles from './Navbar.module.css';

type Props = { language: string; site: Site; words: Words; pages: LanguagePages };

// Left out of the bundles (code and styles) of a site in one language (next.config.mjs, leftOut).
const LanguageLinks: ComponentType<ComponentProps<typeof LinksToLanguages>> = process.env.NEXT_PUBLIC_WITHOUT_LANGUAGES ? () => null : dynamic(() => import('./LanguageLinks'));
const LanguageMenu: ComponentType<ComponentProps<typeof MenuOfLanguages>> = process.env.NEXT_PUBLIC_WITHOUT_LANGUAGES ? () => null : dynamic(() => import('./LanguageMenu'));

/**
 * The bar on every page: the logo home, the theme control, and either the whole row (the links, and with more than one
 * language the same page in each other) or, where that row does not fit, the menu button that holds them. Which one
 * is decided for this language's own words: `headerWideFrom` measures the row at build time, and a media query at
 * that width switches it, so the header needs no script and fits whatever the owner writes.
 */
export default function Navbar({ language, site, words, pages }: Props) {
  const links = navigationLinks(site, language, words);
  const choices = otherLanguagesThan(language);
  const languageLinks = (variant: 'bar' | 'list' | 'menu') => <LanguageLinks choices={choices} pages={pages} label={words.languages} variant={variant} />;
  const control: LanguageControl = choices.length === 0 ? { kind: 'none' } : choices.length === 1 ? { kind: 'link', name: choices[0].name } : { kind: 'menu', name: nameOf(language) };
  const { wideFrom, row } = headerWideFrom({ links: links.map(({ label }) => label), languages: control, themeChoices: THEME_CHOICES.map((choice) => words.theme.choices[choice]) });
  // Only `display: none`, one way or the other: each part keeps its own display. Two classes outrank a part's own one.
  const [wide, narrow] = [`.${styles.nav} .${styles.wide}`, `.${styles.nav} .${styles.narrow}`];
  // In em, which a media query reads at the browser's own text size: a reader who sets text twice as large gets the
  // menu on a screen twice as wide, as the labels are.
  const em = (px: number, unit = 'em') => `${+(px / 16).toFixed(3)}${unit}`;
  // Where the row is shown it may still take a second line: a reader's own text spacing (WCAG 2.2) can widen it past
  // the measure, and it then wraps rather than overlap or leave the screen. Where the menu is, the theme control
  // shortens instead.
  const fit = Number.isFinite(wideFrom)
    ? `@media (width<${em(wideFrom)}){${wide}{display:none}}@media (width>=${em(wideFrom)}){${narrow}{display:none}.${styles.nav}{flex-wrap:wrap}}` +
      // The row's room, which grows with the reader's text size as the media query does: the page's column, or more.
      `.${styles.header} .${styles.nav}{max-width:max(var(--page-width),${em(row, 'rem')})}`
    : `${wide}{display:none}`;
  return (
    <header className={styles.header} data-wide-from={Number.isFinite(wideFrom) ? wideFrom : undefined}>
      <style>{fit}</style>
      <nav className={`container ${styles.nav}`} aria-label={words.mainNavigation}>
        <Link href={inLanguage(language, '/')} className={styles.logo}>
          <AssetImage image={site.logo} layout="navbarLogo" language={language} />
        </Link>
        <NavLinks links={links} variant="bar" className={styles.wide} />
        <div className={styles.end}>
          {control.kind === 'link' && <div className={styles.wide}>{languageLinks('bar')}</div>}
          {control.kind === 'menu' && (
            <div className={styles.wide}>
              <LanguageMenu current={control.name} label={words.languages}>
                {languageLinks('list')}
              </LanguageMenu>
            </div>
          )}
          <ThemeControl theme={site.theme} words={words.theme} />
          <MobileMenu
            className={styles.narrow}
            links={links}
            label={words.menu}
            languageLinks={control.kind !== 'none' && languageLinks('menu')}
            openIcon={<Icon icon={FaBars} sheet="layout" />}
            closeIcon={<Icon icon={FaXmark} sheet="layout" />}
          />
        </div>
      </nav>
    </header>
  );
}
