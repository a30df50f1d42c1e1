import Link from 'next/link';
import { FaBars, FaXmark } from 'react-icons/fa6';
import { site } from '@/content/site';
import AssetImage from './AssetImage';
import MobileMenu from './MobileMenu';
import NavLinks from './NavLinks';
import SpriteIcon from './SpriteIcon';
import styles from './Navbar.module.css';

/** The bar on every page: the logo home, the links on wide screens, and the menu button on narrow ones. */
export default function Navbar() {
  return (
    <header className={styles.header}>
      <nav className={`container ${styles.nav}`} aria-label="Main">
        <Link href="/" className={styles.logo}>
          <AssetImage image={site.logo} eager />
        </Link>
        <NavLinks links={site.navigation} variant="bar" />
        <MobileMenu links={site.navigation} openIcon={<SpriteIcon icon={FaBars} />} closeIcon={<SpriteIcon icon={FaXmark} />} />
      </nav>
    </header>
  );
}
