import type { ComponentProps, ReactNode } from 'react';

/** What the banner's section element carries, with or without motion. */
export type CookieBannerSectionProps = Pick<
  ComponentProps<'section'>,
  'ref' | 'className' | 'aria-label' | 'onFocus' | 'onBlur'
>;

export interface CookieBannerMotionProps {
  showing: boolean;
  section: CookieBannerSectionProps;
  children: ReactNode;
}

/** How long the banner takes to slide away when motion plays (none under reduced motion). */
export const COOKIE_BANNER_SLIDE_SECONDS = 0.3;
