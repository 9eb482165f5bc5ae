import { isDeepStrictEqual } from 'node:util';

/**
 * Whether what push wants is already in the space. Storyblok adds its own keys to what it
 * stores (a field's id, an asset's metadata): only the keys push writes are compared, and
 * nested objects the same way; arrays must match item for item.
 */
export function holds(stored: unknown, wanted: unknown): boolean {
  if (Array.isArray(wanted)) {
    return (
      Array.isArray(stored) &&
      stored.length === wanted.length &&
      wanted.every((item, index) => holds(stored[index], item))
    );
  }
  if (typeof wanted === 'object' && wanted !== null) {
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return false;
    const record = stored as Record<string, unknown>;
    return Object.entries(wanted).every(([key, value]) =>
      value === undefined ? record[key] === undefined : holds(record[key], value),
    );
  }
  return isDeepStrictEqual(stored, wanted);
}

/** Two key sets hold the same keys: no field, entry or blok key was added or removed. */
export const sameKeys = (stored: object, wanted: object) =>
  isDeepStrictEqual(Object.keys(stored).sort(), Object.keys(wanted).sort());
