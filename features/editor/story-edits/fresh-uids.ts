import type { Blok } from '@/lib/content/story';
import { isBlok, isRichTextDoc, mapBloksInText } from './blok-tree';

/** A new `_uid` shaped like the content space's: 12 lower-case hex characters. */
export function newUid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A deep copy of `blok` in which it and every blok inside it (placed in its rich text too) has a
 * fresh `_uid`.
 */
export function withFreshUids(blok: Blok, makeUid: () => string = newUid): Blok {
  const copy: Blok = { ...blok, _uid: makeUid() };
  // The marker ties a blok to its old uid in Storyblok's editor; the copy must not carry it.
  delete copy._editable;
  for (const [field, value] of Object.entries(blok)) {
    if (Array.isArray(value)) {
      copy[field] = value.map((item: unknown) =>
        isBlok(item) ? withFreshUids(item, makeUid) : structuredClone(item),
      );
    } else if (isRichTextDoc(value)) {
      copy[field] = mapBloksInText(structuredClone(value), (inText) =>
        withFreshUids(inText, makeUid),
      );
    } else if (typeof value === 'object' && value !== null) {
      copy[field] = structuredClone(value);
    }
  }
  return copy;
}
