/** SPEC §4 and §9: how long menus wait before closing. */
export const DROPDOWN_CLOSE_AFTER_LEAVE_MS = 500;
export const DROPDOWN_CLOSE_AFTER_CLICK_MS = 200;
export const MOBILE_MENU_CLOSE_AFTER_CLICK_MS = 300;
