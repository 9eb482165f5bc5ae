import { DROPDOWN_FADE_SECONDS, type PanelMotionProps } from './panel-motion';
import { PresencePanel } from './presence-panel';

const fade = { hidden: { opacity: 0 }, shown: { opacity: 1 } };
const transition = { duration: DROPDOWN_FADE_SECONDS };

/** A desktop dropdown's panel, fading in and out (its own chunk: desktop-dropdown.tsx). */
export function DropdownPanelMotion(props: PanelMotionProps) {
  return <PresencePanel {...props} variants={fade} transition={transition} />;
}
