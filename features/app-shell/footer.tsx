import Link from 'next/link';
import { openCookiePreferences } from '@/features/consent';
import type { NavigationItem } from '@/features/navigation';
import { LogoMark } from '@/lib/ui/logo-mark';
import styles from './footer.module.css';

function FooterLink({ item }: { item: NavigationItem }) {
  if (!item.link) return null;
  return item.link.startsWith('/') ? (
    <Link href={item.link} className={styles.link} data-tracking={item.tracking}>
      {item.name}
    </Link>
  ) : (
    <a href={item.link} className={styles.link} data-tracking={item.tracking}>
      {item.name}
    </a>
  );
}

/** The footer items of the CMS navigation story, plus 'Cookie Preferences'. */
export function Footer({ items = [] }: { items?: NavigationItem[] }) {
  const links = items.flatMap((item) => (item.navLinks.length > 0 ? item.navLinks : [item]));
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label="So Energy home">
          <LogoMark className={styles.logoMark} />
          <span className={styles.wordmark} aria-hidden="true">
            So Energy
          </span>
        </Link>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {links.map((item) => (
              <li key={item._uid}>
                <FooterLink item={item} />
              </li>
            ))}
            <li>
              <button type="button" className={styles.link} onClick={openCookiePreferences}>
                Cookie Preferences
              </button>
            </li>
          </ul>
        </nav>
        <p className={styles.legal}>© {new Date().getFullYear()} So Energy</p>
      </div>
    </footer>
  );
}
