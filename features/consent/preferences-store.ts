import { useSyncExternalStore } from 'react';

/**
 * Whether the cookie preferences modal is open. Anything (the footer's 'Cookie Preferences'
 * item, the cookie banner's manage button) may open it; the modal reads and closes it.
 */
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export function openCookiePreferences(): void {
  setOpen(true);
}

export function closeCookiePreferences(): void {
  setOpen(false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For the cookie preferences modal: whether to show, and how to close. */
export function useCookiePreferencesModal() {
  const isOpen = useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
  return { isOpen, close: closeCookiePreferences };
}
