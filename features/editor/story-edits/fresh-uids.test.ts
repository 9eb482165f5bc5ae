import { describe, expect, it } from 'vitest';
import {
  aboutContent,
  aboutUids,
  aboutWithTextBloks,
  textBlokUids,
} from '@/tests/utils/editor-content';
import { findBlok } from './blok-tree';
import { newUid, withFreshUids } from './fresh-uids';

const uidsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(uidsIn);
  if (typeof value !== 'object' || value === null) return [];
  const own = '_uid' in value && typeof value._uid === 'string' ? [value._uid] : [];
  return [...own, ...Object.values(value).flatMap(uidsIn)];
};

describe('newUid', () => {
  it('is 12 lower-case hex characters, like the content space’s', () => {
    expect(newUid()).toMatch(/^[0-9a-f]{12}$/);
    expect(newUid()).not.toBe(newUid());
  });
});

describe('withFreshUids', () => {
  const section = findBlok(aboutContent(), aboutUids.beliefs)?.blok;
  if (!section) throw new Error('The about page has no beliefs section');

  it('gives the copy and every blok inside it a new uid', () => {
    const copy = withFreshUids(section);
    const before = uidsIn(section);
    const after = uidsIn(copy);
    expect(after).toHaveLength(before.length);
    expect(after.filter((uid) => before.includes(uid))).toEqual([]);
    expect(new Set(after).size).toBe(after.length);
  });

  it('gives bloks placed in its rich text, and the bloks in them, new uids too', () => {
    const withBloks = findBlok(aboutWithTextBloks(), aboutUids.beliefs)!.blok;
    const after = uidsIn(withFreshUids(withBloks));

    expect(after).toHaveLength(uidsIn(withBloks).length);
    for (const uid of Object.values(textBlokUids)) expect(after).not.toContain(uid);
    expect(new Set(after).size).toBe(after.length);
  });

  it('copies everything else deeply', () => {
    const copy = withFreshUids(section);
    expect(copy.heading).toBe('What we believe');
    const [text] = copy.body as { text: unknown }[];
    const [original] = section.body as { text: unknown }[];
    expect(text?.text).toEqual(original?.text);
    expect(text?.text).not.toBe(original?.text);
  });

  it('drops the visual editor’s marker, which names the old uid', () => {
    const marked = { ...section, _editable: '<!--#storyblok#{}-->' };
    expect(withFreshUids(marked)).not.toHaveProperty('_editable');
  });
});
