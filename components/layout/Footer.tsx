import Link from 'next/link';
import { FaFilePdf } from 'react-icons/fa6';
import type { Site } from '@/content/schema';
import { asset } from '@/lib/asset';
import { inLanguage } from '@/lib/i18n/languages';
import { footerLinks } from '@/lib/navigation';
import type { Words } from '@/lib/i18n/words';
import Icon from '../Icon';
import MarkedText from '@/components/MarkedText';
import PageLink from '@/components/PageLink';
import styles from './Footer.module.css';

/**
 * The footer on every page: profiles and resume (each in a new tab), the way to the contact page, and any page of the
 * site's that the navigation does not lead to (lib/navigation.ts, footerLinks).
 */
export default function Footer({ language, site, words }: { language: string; site: Site; words: Words }) {
  const external = [
    ...site.profiles,
    // The resume the build writes is in each language; a PDF of the owner's own, as they link it.
    { label: site.resume.label, url: asset(site.resume.src ? site.resume.href : inLanguage(language, site.resume.href)), icon: FaFilePdf },
  ];
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <ul className={styles.icons}>
          {external.map(({ label, url, icon }) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`${label} (${words.newTab})`} title={label} className={`icon-button ${styles.icon}`}>
                <Icon icon={icon} sheet="layout" />
              </a>
            </li>
          ))}
        </ul>
        <Link href={inLanguage(language, site.contactLink.href)} className={styles.contact}>
          <MarkedText text={site.contactLink.label} language={language} />
        </Link>
        {/* Beside it, as the footer's row lays them out: none in the spec's site, so no style of their own. */}
        {footerLinks(site, language, words).map(({ label, href }) => (
          <PageLink key={href} href={href}>
            {label}
          </PageLink>
        ))}
        <p className={styles.credit}>
          {site.name} · <MarkedText text={site.role} language={language} />
        </p>
      </div>
    </footer>
  );
}
