import type { Variants } from 'framer-motion';
import { MOBILE_MENU_CLOSE_AFTER_CLICK_MS } from './timings';

const seconds = (ms: number) => ms / 1000;

/**
 * The phone menu slides in from the right edge and back out over 300 ms, the time SPEC §4 gives
 * its close after a click: a tapped link's menu is gone by the time the next page arrives.
 */
export const MOBILE_MENU_MOTION: Variants = {
  hidden: {
    x: '100%',
    transition: { duration: seconds(MOBILE_MENU_CLOSE_AFTER_CLICK_MS), ease: 'easeIn' },
  },
  shown: {
    x: 0,
    transition: { duration: seconds(MOBILE_MENU_CLOSE_AFTER_CLICK_MS), ease: 'easeOut' },
  },
};

/** A desktop group's panel fades in as it drops 8 px into place, and fades out as it closes. */
export const DROPDOWN_MOTION: Variants = {
  hidden: { opacity: 0, y: -8, transition: { duration: 0.2, ease: 'easeIn' } },
  shown: { opacity: 1, y: 0, transition: { duration: 0.2, ease: 'easeOut' } },
};
