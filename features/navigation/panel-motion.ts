import type { ComponentProps, ReactNode } from 'react';

/** What a menu's panel element carries, with or without motion. */
export type PanelProps = Pick<
  ComponentProps<'div'>,
  'ref' | 'id' | 'className' | 'role' | 'aria-modal' | 'aria-label' | 'onKeyDown'
>;

export interface PanelMotionProps {
  open: boolean;
  panel: PanelProps;
  children: ReactNode;
}

/** How long a menu's panel takes to come and go when motion plays (none under reduced motion). */
export const MOBILE_PANEL_SLIDE_SECONDS = 0.3;
export const DROPDOWN_FADE_SECONDS = 0.2;
