import Link from 'next/link';
import { FaBars, FaXmark } from 'react-icons/fa6';
import { site } from '@/content/site';
import { navigationLinks } from '@/lib/navigation';
import AssetImage from '../AssetImage';
import MobileMenu from './MobileMenu';
import NavLinks from './NavLinks';
import ThemeControl from './ThemeControl';
import Icon from '../Icon';
import styles from './Navbar.module.css';

/** The bar on every page: the logo home, the links on wide screens, and the menu button on narrow ones. */
export default function Navbar() {
  const links = navigationLinks();
  return (
    <header className={styles.header}>
      <nav className={`container ${styles.nav}`} aria-label="Main">
        <Link href="/" className={styles.logo}>
          <AssetImage image={site.logo} layout="navbarLogo" />
        </Link>
        <NavLinks links={links} variant="bar" />
        <div className={styles.end}>
          <ThemeControl />
          <MobileMenu links={links} openIcon={<Icon icon={FaBars} sheet="layout" />} closeIcon={<Icon icon={FaXmark} sheet="layout" />} />
        </div>
      </nav>
    </header>
  );
}
