/** The page the service worker shows in place of a page that cannot be reached. */
export const OFFLINE_PATH = '/offline';
