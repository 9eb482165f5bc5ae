import { m, useIsPresent, type HTMLMotionProps } from 'framer-motion';
import { useAnimates } from './use-animates';

/**
 * The props of an `m` component under `AnimatePresence` whose variants are `hidden` and `shown`:
 * it enters from `hidden` and leaves to it when motion plays (useAnimates), and otherwise
 * mounts in its final state and leaves at once.
 */
export function usePresenceMotion() {
  const animates = useAnimates();
  return {
    initial: animates ? 'hidden' : false,
    animate: 'shown',
    exit: animates ? 'hidden' : undefined,
  } as const;
}

/**
 * An `m.div` for `AnimatePresence`: while its exit plays it is inert, so no one can focus,
 * click or read what is leaving.
 */
export function LeavingInertDiv(props: HTMLMotionProps<'div'>) {
  const present = useIsPresent();
  return <m.div {...props} inert={!present} />;
}
