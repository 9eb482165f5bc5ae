import { randomBytes } from 'node:crypto';

/** Whether a uuid appears anywhere in a blok tree (a link or a relation to that story). */
export function mentions(value: unknown, uuid: string): boolean {
  if (value === uuid) return true;
  if (Array.isArray(value)) return value.some((item) => mentions(item, uuid));
  if (value && typeof value === 'object')
    return Object.values(value).some((child) => mentions(child, uuid));
  return false;
}

/** A copy of a blok tree with new `_uid`s, so a story made from a template shares none. */
export function withFreshUids(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withFreshUids);
  if (!value || typeof value !== 'object') return value;
  const copy = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, withFreshUids(child)]),
  );
  if (typeof copy._uid === 'string') copy._uid = newUid();
  return copy;
}

/** A new blok's `_uid`. */
export const newUid = () => randomBytes(6).toString('hex');
