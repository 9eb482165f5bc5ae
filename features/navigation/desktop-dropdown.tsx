import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { motionPart } from '@/lib/motion/motion-part';
import styles from './desktop-menu.module.css';
import { hasLink, MenuLink } from './menu-link';
import type { PanelMotionProps, PanelProps } from './panel-motion';
import type { NavigationItem } from './schema';
import { DROPDOWN_CLOSE_AFTER_CLICK_MS, DROPDOWN_CLOSE_AFTER_LEAVE_MS } from './timings';
import { useTimeout } from './use-timeout';

/** The panels' fade, downloaded once a pointer or focus reaches a dropdown's trigger. */
const DropdownPanel = motionPart<PanelMotionProps>(
  () => import('./dropdown-panel-motion').then((module) => module.DropdownPanelMotion),
  ({ open, panel, children }) => (
    <div {...panel} hidden={!open}>
      {children}
    </div>
  ),
);
const preloadMotion = () => void DropdownPanel.preload();

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

function focusLink(panel: HTMLElement | null, which: 'first' | 'last' | 'next' | 'previous') {
  const links = Array.from(panel?.querySelectorAll<HTMLElement>('a') ?? []);
  const current = links.indexOf(document.activeElement as HTMLElement);
  const index = {
    first: 0,
    last: links.length - 1,
    next: (current + 1) % links.length,
    previous: (current - 1 + links.length) % links.length,
  }[which];
  links[index]?.focus();
}

/**
 * A group of the desktop header: opens on hover, click or Enter; closes 500 ms after the pointer
 * leaves, 200 ms after a link is clicked, on Esc and when focus moves away. Arrow keys move
 * between its links. Once its motion has arrived (and while it is closed) the panel fades in and
 * out; until then it shows and hides at once.
 */
export function DesktopDropdown({ item }: { item: NavigationItem }) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const closeTimer = useTimeout();

  useEffect(() => {
    if (open && pendingFocus.current) {
      focusLink(panelRef.current, pendingFocus.current);
      pendingFocus.current = null;
    }
  }, [open]);

  const show = (byHover: boolean) => {
    closeTimer.cancel();
    openedByHover.current = byHover;
    setOpen(true);
  };
  const close = () => {
    closeTimer.cancel();
    setOpen(false);
  };

  const onTriggerClick = () => {
    // A mouse that hovered it open then clicks means "keep it open", not "close it".
    if (open && !openedByHover.current) close();
    else show(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const inPanel = panelRef.current?.contains(event.target as Node) ?? false;
    switch (event.key) {
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        triggerRef.current?.focus();
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (inPanel) focusLink(panelRef.current, down ? 'next' : 'previous');
        else if (open) focusLink(panelRef.current, down ? 'first' : 'last');
        else {
          pendingFocus.current = down ? 'first' : 'last';
          show(false);
        }
        return;
      }
      case 'Home':
      case 'End':
        if (!inPanel) return;
        event.preventDefault();
        focusLink(panelRef.current, event.key === 'Home' ? 'first' : 'last');
    }
  };

  const panel: PanelProps = { ref: panelRef, id: panelId, className: styles.panel };
  const content = (
    <>
      <p className={styles.panelTitle}>{item.navTitle ?? item.name}</p>
      <ul className={styles.panelLinks}>
        {(item.navLinks ?? []).filter(hasLink).map((child) => (
          <li key={child._uid}>
            <MenuLink
              item={child}
              className={styles.panelLink}
              onClick={() =>
                closeTimer.schedule(() => setOpen(false), DROPDOWN_CLOSE_AFTER_CLICK_MS)
              }
            />
          </li>
        ))}
      </ul>
    </>
  );

  return (
    <li
      className={styles.group}
      onPointerEnter={(event) => isMouse(event) && show(true)}
      onPointerLeave={(event) =>
        isMouse(event) && closeTimer.schedule(() => setOpen(false), DROPDOWN_CLOSE_AFTER_LEAVE_MS)
      }
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        data-menubar-item=""
        onClick={onTriggerClick}
        onPointerEnter={preloadMotion}
        onFocus={preloadMotion}
      >
        {item.name}
      </button>
      <DropdownPanel open={open} panel={panel} canSwap={!open}>
        {content}
      </DropdownPanel>
    </li>
  );
}
