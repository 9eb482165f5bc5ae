/**
 * SPEC §3's electricity rate names, with no imports: screens that only name rates do not download
 * the contract's classic zod.
 */
export const RATE_NAMES = ['standard', 'day', 'night', 'SO EV Peak', 'SO EV Off-Peak'] as const;
export type RateName = (typeof RATE_NAMES)[number];

export const isRateName = (name: string): name is RateName =>
  (RATE_NAMES as readonly string[]).includes(name);
