import { describe, expect, it } from 'vitest';
import {
  aboutContent,
  aboutUids,
  aboutWithTextBloks,
  editorCatalogue,
  textBlokUids,
} from '@/tests/utils/editor-content';
import { doc, paragraph, text } from '@/tests/utils/make-rich-text';
import {
  accepts,
  bloksInText,
  childBloks,
  childFields,
  findBlok,
  mapBloksInText,
} from './blok-tree';

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

  it('finds bloks placed in rich text, at any depth, and the bloks inside them', () => {
    const withBloks = aboutWithTextBloks();
    const inBeliefs = { parentUid: aboutUids.beliefsText, field: 'text' };

    expect(findBlok(withBloks, textBlokUids.button)).toMatchObject({
      blok: { label: 'Get a quote' },
      place: { ...inBeliefs, index: 0 },
      inText: true,
    });
    expect(findBlok(withBloks, textBlokUids.section)).toMatchObject({
      place: { ...inBeliefs, index: 1 },
      inText: true,
    });
    const inSection = findBlok(withBloks, textBlokUids.sectionButton);
    expect(inSection?.place).toEqual({ parentUid: textBlokUids.section, field: 'body', index: 0 });
    expect(inSection).not.toHaveProperty('inText');
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

describe('bloks in rich text', () => {
  const blok = (uid: string) => ({ _uid: uid, component: 'button_link' });
  const withBloks = doc(
    paragraph(text('Intro')),
    { type: 'blok', attrs: { body: [blok('a'), blok('b')] } },
    { type: 'bullet_list', content: [{ type: 'blok', attrs: { body: [blok('c'), 'junk'] } }] },
    { type: 'blok', attrs: {} },
  );

  it('lists them in reading order, leaving out what is not a blok', () => {
    expect(bloksInText(withBloks).map((found) => found._uid)).toEqual(['a', 'b', 'c']);
    expect(bloksInText(doc(paragraph(text('No bloks'))))).toEqual([]);
  });

  it('changes them, copying only the path to what changed', () => {
    const changed = mapBloksInText(withBloks, (found) =>
      found._uid === 'c' ? { ...found, label: 'Changed' } : found,
    );

    expect(bloksInText(changed)[2]).toEqual({
      _uid: 'c',
      component: 'button_link',
      label: 'Changed',
    });
    expect(changed.content[1]).toBe(withBloks.content[1]);
    expect(changed.content[2]?.content?.[0]?.attrs?.body).toEqual([
      { _uid: 'c', component: 'button_link', label: 'Changed' },
      'junk',
    ]);
    expect(mapBloksInText(withBloks, (found) => found)).toBe(withBloks);
  });
});
