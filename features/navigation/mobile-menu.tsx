import { useEffect, useId, useRef, useState } from 'react';
import { useFocusTrap } from '@/lib/ui/use-focus-trap';
import { useScrollLock } from '@/lib/ui/use-scroll-lock';
import { motionPart } from '@/lib/motion/motion-part';
import { AuthControl } from './auth-control';
import { hasLink, MenuLink } from './menu-link';
import styles from './mobile-menu.module.css';
import type { PanelMotionProps, PanelProps } from './panel-motion';
import type { NavigationItem } from './schema';
import { MOBILE_MENU_CLOSE_AFTER_CLICK_MS } from './timings';
import { useTimeout } from './use-timeout';

/** The panel's slide, downloaded once a pointer or focus reaches the Menu button. */
const MobilePanel = motionPart<PanelMotionProps>(
  () => import('./mobile-panel-motion').then((module) => module.MobilePanelMotion),
  ({ open, panel, children }) => open && <div {...panel}>{children}</div>,
);

interface MobileMenuProps {
  items: NavigationItem[];
  signedIn: boolean;
  onSignOut: () => void;
}

/**
 * The phone and tablet menu: a panel that keeps focus while open, with one level of submenus
 * (each with a Back button), and Log in or Sign out at the bottom. A click on a link closes it
 * 300 ms later; Esc and the close button close it at once. Once its motion has arrived (and
 * while it is closed) the panel slides in from the side and back; until then it shows at once.
 */
export function MobileMenu({ items, signedIn, onSignOut }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [submenuId, setSubmenuId] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const returnToGroup = useRef<string | null>(null);
  const panelId = useId();
  const submenuTitleId = useId();
  const closeTimer = useTimeout();
  const submenu = items.find((item) => item._uid === submenuId);
  const preloadMotion = () => void MobilePanel.preload();

  useFocusTrap(panelRef, open);
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    if (submenu) backRef.current?.focus();
    else if (returnToGroup.current) {
      panelRef.current
        ?.querySelector<HTMLElement>(`[data-group="${returnToGroup.current}"]`)
        ?.focus();
      returnToGroup.current = null;
    }
  }, [open, submenu]);

  const close = () => {
    closeTimer.cancel();
    setOpen(false);
    setSubmenuId(null);
  };
  const closeSoon = () => closeTimer.schedule(close, MOBILE_MENU_CLOSE_AFTER_CLICK_MS);

  const linkItem = (item: NavigationItem) =>
    hasLink(item) && (
      <li key={item._uid}>
        <MenuLink
          item={item}
          className={item.showAsButton ? styles.buttonLink : styles.link}
          onClick={closeSoon}
        />
      </li>
    );

  const panel: PanelProps = {
    ref: panelRef,
    id: panelId,
    className: styles.panel,
    role: 'dialog',
    'aria-modal': true,
    'aria-label': 'Menu',
    onKeyDown: (event) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    },
  };
  const content = (
    <>
      <div className={styles.panelHeader}>
        {submenu ? (
          // Focus lands here when a submenu opens: the reader says which one with it.
          <button
            ref={backRef}
            type="button"
            className={styles.back}
            aria-describedby={submenuTitleId}
            onClick={() => {
              returnToGroup.current = submenu._uid;
              setSubmenuId(null);
            }}
          >
            Back
          </button>
        ) : (
          <span />
        )}
        <button type="button" className={styles.close} onClick={close}>
          Close menu
        </button>
      </div>
      <nav aria-label={submenu ? (submenu.navTitle ?? submenu.name) : 'Main'}>
        {submenu ? (
          <>
            <h2 id={submenuTitleId} className={styles.submenuTitle}>
              {submenu.navTitle ?? submenu.name}
            </h2>
            <ul className={styles.list}>{submenu.navLinks?.map(linkItem)}</ul>
          </>
        ) : (
          <ul className={styles.list}>
            {items.map((item) =>
              item.navLinks ? (
                <li key={item._uid}>
                  <button
                    type="button"
                    className={styles.groupButton}
                    data-group={item._uid}
                    onClick={() => setSubmenuId(item._uid)}
                  >
                    {item.name}
                  </button>
                </li>
              ) : (
                linkItem(item)
              ),
            )}
          </ul>
        )}
      </nav>
      <div className={styles.auth}>
        <AuthControl
          signedIn={signedIn}
          className={styles.authButton}
          onSignOut={() => {
            close();
            onSignOut();
          }}
        />
      </div>
    </>
  );

  return (
    <div className={styles.mobile}>
      <button
        ref={openerRef}
        type="button"
        className={styles.opener}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadMotion}
        onFocus={preloadMotion}
      >
        <span className={styles.burger} aria-hidden="true" />
        Menu
      </button>
      <MobilePanel open={open} panel={panel} canSwap={!open}>
        {content}
      </MobilePanel>
    </div>
  );
}
