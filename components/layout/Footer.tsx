import Link from 'next/link';
import { FaFilePdf } from 'react-icons/fa6';
import { site } from '@/content/site';
import { asset } from '@/lib/asset';
import Icon from '../Icon';
import styles from './Footer.module.css';

/** The footer on every page: profiles and resume (each in a new tab) and the way to the contact page. */
export default function Footer() {
  const external = [
    ...site.profiles,
    { label: site.resume.label, url: asset(site.resume.href), icon: FaFilePdf },
  ];
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <ul className={styles.icons}>
          {external.map(({ label, url, icon }) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${label} (opens in a new tab)`}
                title={label}
                className={`icon-button ${styles.icon}`}
              >
                <Icon icon={icon} sheet="layout" />
              </a>
            </li>
          ))}
        </ul>
        <Link href={site.contactLink.href} className={styles.contact}>
          {site.contactLink.label}
        </Link>
        <p className={styles.credit}>
          {site.name} · {site.role}
        </p>
      </div>
    </footer>
  );
}
