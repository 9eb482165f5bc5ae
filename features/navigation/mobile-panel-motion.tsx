import { MOBILE_PANEL_SLIDE_SECONDS, type PanelMotionProps } from './panel-motion';
import { PresencePanel } from './presence-panel';

const slide = { hidden: { x: '100%' }, shown: { x: 0 } };
const transition = { duration: MOBILE_PANEL_SLIDE_SECONDS, ease: 'easeOut' } as const;

/** The mobile menu's panel, sliding in from the right and back (its own chunk: mobile-menu.tsx). */
export function MobilePanelMotion(props: PanelMotionProps) {
  return <PresencePanel {...props} variants={slide} transition={transition} />;
}
