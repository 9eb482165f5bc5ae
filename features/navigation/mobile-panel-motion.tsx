import { AnimatePresence } from 'framer-motion';
import { MotionProvider } from '@/lib/motion/motion-provider';
import { LeavingInertDiv, usePresenceMotion } from '@/lib/motion/presence';
import { MOBILE_PANEL_SLIDE_SECONDS, type PanelMotionProps } from './panel-motion';

const slide = { hidden: { x: '100%' }, shown: { x: 0 } };

/** The mobile menu's panel, sliding in from the right and back (its own chunk: mobile-menu.tsx). */
export function MobilePanelMotion({ open, panel, children }: PanelMotionProps) {
  const presence = usePresenceMotion();
  return (
    <MotionProvider>
      <AnimatePresence>
        {open && (
          <LeavingInertDiv
            key="panel"
            {...panel}
            {...presence}
            variants={slide}
            transition={{ duration: MOBILE_PANEL_SLIDE_SECONDS, ease: 'easeOut' }}
          >
            {children}
          </LeavingInertDiv>
        )}
      </AnimatePresence>
    </MotionProvider>
  );
}
