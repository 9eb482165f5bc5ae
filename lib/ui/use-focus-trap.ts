import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/** Elements inside `container` that Tab reaches, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert]') &&
      // Browsers know what CSS hides; where layout is unknown (tests), assume visible.
      (element.checkVisibility?.() ?? true),
  );
}

interface FocusTrapOptions {
  /** Focused on activation; the first tabbable element (or the container) otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * While `active`, keeps keyboard focus inside `containerRef`: Tab and Shift+Tab wrap around,
 * focus that lands outside is pulled back, and on deactivation focus returns to whatever had it
 * before.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { initialFocus }: FocusTrapOptions = {},
) {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const focusFirst = () => (tabbableElements(container)[0] ?? container).focus();
    if (initialFocus?.current) initialFocus.current.focus();
    else focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const tabbable = tabbableElements(container);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      const current = document.activeElement;
      const outside = !container.contains(current);
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) focusFirst();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [active, containerRef, initialFocus]);
}
