import { describe, expect, it } from 'vitest';
import { aboutContent, aboutUids, editorCatalogue } from '@/tests/utils/editor-content';
import { accepts, childBloks, childFields, findBlok } from './blok-tree';

describe('findBlok', () => {
  const content = aboutContent();

  it('finds the root, with no place', () => {
    expect(findBlok(content, aboutUids.page)).toEqual({ blok: content, place: null });
  });

  it.each([
    [aboutUids.hero, { parentUid: aboutUids.page, field: 'body', index: 0 }],
    [aboutUids.promises, { parentUid: aboutUids.page, field: 'body', index: 2 }],
    [aboutUids.beliefsText, { parentUid: aboutUids.beliefs, field: 'body', index: 0 }],
  ])('finds %s with its parent, field and index', (uid, place) => {
    const found = findBlok(content, uid);
    expect(found?.blok._uid).toBe(uid);
    expect(found?.place).toEqual(place);
  });

  it('finds nothing for an unknown uid', () => {
    expect(findBlok(content, 'ffffffffffff')).toBeNull();
  });
});

describe('childFields', () => {
  it('lists the fields the component declares, even when empty', () => {
    const hero = findBlok(aboutContent(), aboutUids.hero)?.blok;
    expect(hero && childFields(hero, editorCatalogue)).toEqual(['buttons']);
  });

  it('also lists lists of bloks the catalogue does not know, so none is hidden', () => {
    const blok = { _uid: 'a', component: 'mystery', items: [{ _uid: 'b', component: 'x' }] };
    expect(childFields(blok, editorCatalogue)).toEqual(['items']);
    expect(childBloks(blok, 'items').map((child) => child._uid)).toEqual(['b']);
  });
});

describe('accepts', () => {
  it('says which components a field takes', () => {
    expect(accepts(editorCatalogue, 'section', 'body', 'rich_text')).toBe(true);
    expect(accepts(editorCatalogue, 'section', 'body', 'hero')).toBe(false);
    expect(accepts(editorCatalogue, 'section', 'columns', 'rich_text')).toBe(false);
    expect(accepts(editorCatalogue, 'mystery', 'body', 'rich_text')).toBe(false);
  });
});
