import { usePermissionContext, useSession } from '@/features/session';
import { LogoLink } from '@/lib/ui/logo-link';
import { DesktopMenu } from './desktop-menu';
import styles from './header.module.css';
import { visibleMenuItems } from './menu-visibility';
import { MobileMenu } from './mobile-menu';
import type { NavigationItem } from './schema';

export const SITE_TITLE = 'Great value green energy made easy';

interface HeaderProps {
  /** The header items of the CMS navigation story; none gives a header with logo and log-in. */
  items?: NavigationItem[];
  /** Logo only, no menus (the quote-and-switch journey). */
  minimal?: boolean;
}

export function Header({ items = [], minimal = false }: HeaderProps) {
  const { logOut } = useSession();
  const permissions = usePermissionContext();
  const signedIn = permissions.userStatus.userSignedIn;
  const visible = visibleMenuItems(items, permissions);
  const signOut = () => void logOut();

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <LogoLink className={styles.logo} title={SITE_TITLE}>
          <span className={styles.wordmark}>So Energy</span>
          <span className={styles.tagline}>{SITE_TITLE}</span>
        </LogoLink>
        {!minimal && (
          <>
            <DesktopMenu items={visible} signedIn={signedIn} onSignOut={signOut} />
            <MobileMenu items={visible} signedIn={signedIn} onSignOut={signOut} />
          </>
        )}
      </div>
    </header>
  );
}
