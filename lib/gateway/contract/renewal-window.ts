/**
 * Ofgem: a customer may leave a fixed tariff without an exit fee in its last 49 days, and that
 * is when we offer them the next one. Free of imports, so the screens that state it stay small.
 */
export const RENEWAL_WINDOW_DAYS = 49;
