import { OFFLINE_PATH } from './offline-path';

/**
 * The page the customer asked for when the offline page answered in its place (the worker
 * answers a page that cannot be reached with the offline page, at the page's own address): the
 * current address, so always this site's. Null on /offline itself, opened by its own address.
 */
export function pageAskedFor(location: Pick<Location, 'pathname' | 'search'>): string | null {
  return location.pathname === OFFLINE_PATH ? null : `${location.pathname}${location.search}`;
}
