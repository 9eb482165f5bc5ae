import { Link } from '@/lib/ui/link';
import { useEffect, useRef, type RefObject } from 'react';
import { Button } from '@/lib/ui/button';
import styles from './cookie-banner.module.css';
import { openCookiePreferences } from './preferences-store';

const HEIGHT_PROPERTY = '--cookie-banner-height';

/**
 * Publishes the banner's height to the page (globals.css pads the page bottom and the scroll
 * margin by it), so the banner, fixed over the bottom of the window, never hides the end of the
 * page or the element that has keyboard focus.
 */
function usePublishedHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [ref]);
}

/** Shown until the visitor has chosen: 'Accept All', or choose category by category. */
export function CookieBanner({
  onAcceptAll,
  onManageIntent,
}: {
  onAcceptAll: () => void;
  /** The pointer or focus reached Manage Preferences: its modal's code can start downloading. */
  onManageIntent: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  usePublishedHeight(ref);
  return (
    <section ref={ref} className={styles.banner} aria-label="Cookie consent">
      <div className={styles.inner}>
        <p className={styles.text}>
          We use cookies to make our website work. With your permission we’d also like to use
          cookies that help us improve it, remember your choices and show you relevant adverts. You
          can change your mind at any time from ‘Cookie Preferences’ at the bottom of every page.{' '}
          <Link href="/cookies">Read our cookie policy</Link>.
        </p>
        <div className={styles.actions}>
          <Button size="small" variant="invertedPrimary" onClick={onAcceptAll}>
            Accept All
          </Button>
          <Button
            size="small"
            variant="invertedSecondary"
            onClick={openCookiePreferences}
            onPointerEnter={onManageIntent}
            onFocus={onManageIntent}
          >
            Manage Preferences
          </Button>
        </div>
      </div>
    </section>
  );
}
