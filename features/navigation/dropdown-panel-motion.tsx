import { AnimatePresence } from 'framer-motion';
import { MotionProvider } from '@/lib/motion/motion-provider';
import { LeavingInertDiv, usePresenceMotion } from '@/lib/motion/presence';
import { DROPDOWN_FADE_SECONDS, type PanelMotionProps } from './panel-motion';

const fade = { hidden: { opacity: 0 }, shown: { opacity: 1 } };

/** A desktop dropdown's panel, fading in and out (its own chunk: desktop-dropdown.tsx). */
export function DropdownPanelMotion({ open, panel, children }: PanelMotionProps) {
  const presence = usePresenceMotion();
  return (
    <MotionProvider>
      <AnimatePresence>
        {open && (
          <LeavingInertDiv
            key="panel"
            {...panel}
            {...presence}
            variants={fade}
            transition={{ duration: DROPDOWN_FADE_SECONDS }}
          >
            {children}
          </LeavingInertDiv>
        )}
      </AnimatePresence>
    </MotionProvider>
  );
}
