import { AnimatePresence, type Transition, type Variants } from 'framer-motion';
import { MotionProvider } from '@/lib/motion/motion-provider';
import { LeavingInertDiv, usePresenceMotion } from '@/lib/motion/presence';
import type { PanelMotionProps } from './panel-motion';

interface PresencePanelProps extends PanelMotionProps {
  /** `hidden` and `shown`. */
  variants: Variants;
  transition: Transition;
}

/** A menu's panel that comes and goes through its variants (inside a motion chunk only). */
export function PresencePanel({ open, panel, children, variants, transition }: PresencePanelProps) {
  const presence = usePresenceMotion();
  return (
    <MotionProvider>
      <AnimatePresence>
        {open && (
          <LeavingInertDiv
            key="panel"
            {...panel}
            {...presence}
            variants={variants}
            transition={transition}
          >
            {children}
          </LeavingInertDiv>
        )}
      </AnimatePresence>
    </MotionProvider>
  );
}
