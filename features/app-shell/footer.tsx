import { openCookiePreferences, preloadCookiePreferences } from '@/features/consent';
import { hasLink, MenuLink, type NavigationItem } from '@/features/navigation';
import { LogoLink } from '@/lib/ui/logo-link';
import styles from './footer.module.css';

/** The footer items of the CMS navigation story, plus 'Cookie Preferences'. */
export function Footer({ items = [] }: { items?: NavigationItem[] }) {
  const links = items.flatMap((item) => item.navLinks ?? [item]);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <LogoLink className={styles.logo} aria-label="So Energy home">
          <span className={styles.wordmark} aria-hidden="true">
            So Energy
          </span>
        </LogoLink>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {links.filter(hasLink).map((item) => (
              <li key={item._uid}>
                <MenuLink item={item} className={styles.link} />
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.link}
                onClick={openCookiePreferences}
                onPointerEnter={() => void preloadCookiePreferences()}
                onFocus={() => void preloadCookiePreferences()}
              >
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
