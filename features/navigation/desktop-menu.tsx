import type { KeyboardEvent } from 'react';
import { AuthControl } from './auth-control';
import { DesktopDropdown } from './desktop-dropdown';
import styles from './desktop-menu.module.css';
import { MenuLink } from './menu-link';
import type { NavigationItem } from './schema';

/** Left and Right move between the top-level entries, wrapping round. */
function moveAlongBar(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const entries = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('[data-menubar-item]'),
  );
  const current = entries.findIndex((entry) => entry === document.activeElement);
  if (current === -1) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  entries[(current + step + entries.length) % entries.length]?.focus();
}

interface DesktopMenuProps {
  items: NavigationItem[];
  signedIn: boolean;
  onSignOut: () => void;
}

export function DesktopMenu({ items, signedIn, onSignOut }: DesktopMenuProps) {
  return (
    <nav className={styles.menu} aria-label="Main">
      <ul className={styles.bar} onKeyDown={moveAlongBar}>
        {items.map((item) =>
          item.navLinks ? (
            <DesktopDropdown key={item._uid} item={item} />
          ) : item.link ? (
            <li key={item._uid}>
              <MenuLink
                item={{ ...item, link: item.link }}
                className={item.showAsButton ? styles.buttonLink : styles.link}
                data-menubar-item=""
              />
            </li>
          ) : null,
        )}
        <li>
          <AuthControl signedIn={signedIn} onSignOut={onSignOut} className={styles.link} />
        </li>
      </ul>
    </nav>
  );
}
