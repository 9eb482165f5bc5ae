import { m, useIsPresent, type Variants } from 'framer-motion';
import { Link } from '@/lib/ui/link';
import { useEffect, useRef, type RefObject } from 'react';
import { useAnimates } from '@/lib/motion/use-animates';
import { Button } from '@/lib/ui/button';
import styles from './cookie-banner.module.css';
import { openCookiePreferences } from './preferences-store';

const HEIGHT_PROPERTY = '--cookie-banner-height';
export const COOKIE_BANNER_ID = 'cookie-banner';

/**
 * Painted with the page where it rests, the banner never enters by moving (nothing shifts); once
 * a choice is made it slides down out of the window as it fades.
 */
export const COOKIE_BANNER_MOTION: Variants = {
  hidden: { y: '100%', opacity: 0, transition: { duration: 0.3, ease: 'easeIn' } },
};

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

/**
 * Shown until the visitor has chosen: 'Accept All', or choose category by category. Rendered
 * under `AnimatePresence`: inert while it leaves, and the page keeps its padding until it has.
 */
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
  const animates = useAnimates();
  const present = useIsPresent();
  return (
    <m.section
      ref={ref}
      id={COOKIE_BANNER_ID}
      className={styles.banner}
      aria-label="Cookie consent"
      inert={!present}
      variants={COOKIE_BANNER_MOTION}
      exit={animates ? 'hidden' : undefined}
    >
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
    </m.section>
  );
}
