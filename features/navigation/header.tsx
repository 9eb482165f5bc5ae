import { usePermissionContext, useSession } from '@/features/session';
import { announce } from '@/lib/ui/live-region';
import { LogoLink } from '@/lib/ui/logo-link';
import { DesktopMenu } from './desktop-menu';
import styles from './header.module.css';
import { visibleMenuItems } from './menu-visibility';
import { MobileMenu } from './mobile-menu';
import type { NavigationItem } from './schema';

export const SITE_TITLE = 'Great value green energy made easy';
export const SIGNED_OUT_MESSAGE = 'You have signed out.';

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
  // Signing out goes home, where nothing else would say that it worked.
  const signOut = () => void logOut().then(() => announce(SIGNED_OUT_MESSAGE));

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {/* The tagline is in the link's name already: a title repeating it was read twice. */}
        <LogoLink className={styles.logo}>
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
