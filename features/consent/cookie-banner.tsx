import { Link } from '@/lib/ui/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/lib/ui/button';
import { whenIdle } from '@/lib/motion/load-motion-features';
import { motionPart } from '@/lib/motion/motion-part';
import styles from './cookie-banner.module.css';
import type { CookieBannerMotionProps, CookieBannerSectionProps } from './cookie-banner-section';
import { openCookiePreferences } from './preferences-store';

const HEIGHT_PROPERTY = '--cookie-banner-height';

/**
 * The banner's slide, downloaded once the page is idle while the banner shows: a JS chunk only
 * (no stylesheet arrives after the page has loaded).
 */
const BannerSection = motionPart<CookieBannerMotionProps>(
  () => import('./cookie-banner-motion').then((module) => module.CookieBannerMotion),
  ({ showing, section, children }) => showing && <section {...section}>{children}</section>,
);

/**
 * A ref that publishes the banner's height to the page (globals.css pads the page bottom and the
 * scroll margin by it), so the banner, fixed over the bottom of the window, never hides the end
 * of the page or the element that has keyboard focus.
 */
function usePublishedHeight() {
  const observer = useRef<ResizeObserver | undefined>(undefined);
  const attached = useRef<HTMLElement | null>(null);
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    attached.current = element;
    const root = document.documentElement;
    if (!element) {
      // Taking up the motion swaps the banner's element within one commit: dropping the height
      // in between would clamp the scroll of a visitor at the end of the page.
      queueMicrotask(() => {
        if (!attached.current) root.style.removeProperty(HEIGHT_PROPERTY);
      });
      return;
    }
    const publish = () => root.style.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    publish();
    observer.current = new ResizeObserver(publish);
    observer.current.observe(element);
  }, []);
}

/**
 * Shown until the visitor has chosen: 'Accept All', or choose category by category. Once its
 * motion has arrived it slides away when a choice is made; until then it goes at once.
 */
export function CookieBanner({
  showing,
  onAcceptAll,
  onManageIntent,
}: {
  showing: boolean;
  onAcceptAll: () => void;
  /** The pointer or focus reached Manage Preferences: its modal's code can start downloading. */
  onManageIntent: () => void;
}) {
  const ref = usePublishedHeight();
  const [focusWithin, setFocusWithin] = useState(false);

  useEffect(() => {
    if (showing) void whenIdle().then(BannerSection.preload);
  }, [showing]);

  const section: CookieBannerSectionProps = {
    ref,
    className: styles.banner,
    'aria-label': 'Cookie consent',
    onFocus: () => setFocusWithin(true),
    onBlur: (event) => setFocusWithin(event.currentTarget.contains(event.relatedTarget)),
  };
  const content = (
    <div className={styles.inner}>
      <p className={styles.text}>
        We use cookies to make our website work. With your permission we’d also like to use cookies
        that help us improve it, remember your choices and show you relevant adverts. You can change
        your mind at any time from ‘Cookie Preferences’ at the bottom of every page.{' '}
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
  );

  return (
    // Taking the motion up remounts the banner: not while it holds focus.
    <BannerSection showing={showing} section={section} canSwap={!focusWithin}>
      {content}
    </BannerSection>
  );
}
