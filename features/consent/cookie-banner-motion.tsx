import { AnimatePresence, m, useIsPresent, type HTMLMotionProps } from 'framer-motion';
import { MotionProvider } from '@/lib/motion/motion-provider';
import { usePresenceMotion } from '@/lib/motion/presence';
import { COOKIE_BANNER_SLIDE_SECONDS, type CookieBannerMotionProps } from './cookie-banner-section';

const slide = { hidden: { y: '100%' }, shown: { y: 0 } };

/** A banner section that is inert while its exit plays: no one can focus or click what leaves. */
function LeavingSection(props: HTMLMotionProps<'section'>) {
  return <m.section {...props} inert={!useIsPresent()} />;
}

/**
 * The cookie banner's section, sliding down out of the window once a choice is made (its own
 * chunk: cookie-banner.tsx). It never slides in: it is painted with the page.
 */
export function CookieBannerMotion({ showing, section, children }: CookieBannerMotionProps) {
  const { exit } = usePresenceMotion();
  return (
    <MotionProvider>
      <AnimatePresence>
        {showing && (
          <LeavingSection
            key="banner"
            {...section}
            variants={slide}
            initial={false}
            animate="shown"
            exit={exit}
            transition={{ duration: COOKIE_BANNER_SLIDE_SECONDS, ease: 'easeIn' }}
          >
            {children}
          </LeavingSection>
        )}
      </AnimatePresence>
    </MotionProvider>
  );
}
