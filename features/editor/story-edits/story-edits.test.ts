import { describe, expect, it } from 'vitest';
import type { Blok } from '@/lib/content/story';
import { aboutContent, aboutUids, editorCatalogue } from '@/tests/utils/editor-content';
import { childBloks, findBlok } from './blok-tree';
import { insertBlok, moveBlok, moveBlokBy, removeBlok, updateBlok } from './story-edits';

const { page, hero, beliefs, beliefsText, promises, promisesText } = aboutUids;

const bodyUids = (root: Blok, parentUid: string = page) => {
  const parent = findBlok(root, parentUid)?.blok;
  return parent ? childBloks(parent, 'body').map((blok) => blok._uid) : [];
};

const button: Blok = { _uid: 'b0b0b0b0b0b0', component: 'button_link', label: 'Get a quote' };
const text: Blok = { _uid: 'c0c0c0c0c0c0', component: 'rich_text' };

describe('updateBlok', () => {
  it('replaces the blok and copies only the path to it', () => {
    const content = aboutContent();
    const next = updateBlok(content, { _uid: beliefsText, component: 'rich_text', text: 'New' });
    expect(findBlok(next, beliefsText)?.blok).toEqual({
      _uid: beliefsText,
      component: 'rich_text',
      text: 'New',
    });
    expect(findBlok(next, promises)?.blok).toBe(findBlok(content, promises)?.blok);
    expect(content).toEqual(aboutContent());
  });

  it('changes nothing for an unknown uid', () => {
    const content = aboutContent();
    expect(updateBlok(content, { _uid: 'nope', component: 'hero' })).toBe(content);
  });
});

const insertInto = (parentUid: string, field: string, index: number, blok: Blok) =>
  insertBlok(aboutContent(), editorCatalogue, { parentUid, field, index }, blok);

describe('insertBlok', () => {
  it('puts the blok at the index of the field', () => {
    const next = insertInto(page, 'body', 1, text);
    expect(bodyUids(next)).toEqual([hero, text._uid, beliefs, promises]);
  });

  it('fills an empty field the component declares', () => {
    const next = insertInto(hero, 'buttons', 0, button);
    expect(findBlok(next, button._uid)?.place).toEqual({
      parentUid: hero,
      field: 'buttons',
      index: 0,
    });
  });

  it('clamps the index to the list', () => {
    const next = insertInto(page, 'body', 99, text);
    expect(bodyUids(next).at(-1)).toBe(text._uid);
  });

  it.each([
    [
      'a component the field does not accept',
      { parentUid: beliefs, field: 'body', index: 0 },
      { ...text, component: 'hero' },
    ],
    [
      'a field the component does not have',
      { parentUid: beliefs, field: 'columns', index: 0 },
      text,
    ],
    ['an unknown parent', { parentUid: 'nope', field: 'body', index: 0 }, text],
    [
      'a uid already in the story',
      { parentUid: page, field: 'body', index: 0 },
      { ...text, _uid: beliefsText },
    ],
  ])('refuses %s', (_, place, blok) => {
    const content = aboutContent();
    expect(insertBlok(content, editorCatalogue, place, blok)).toBe(content);
  });
});

describe('removeBlok', () => {
  it('takes the blok and its children out', () => {
    const next = removeBlok(aboutContent(), beliefs);
    expect(bodyUids(next)).toEqual([hero, promises]);
    expect(findBlok(next, beliefsText)).toBeNull();
  });

  it('never removes the root', () => {
    const content = aboutContent();
    expect(removeBlok(content, page)).toBe(content);
  });
});

describe('moveBlokBy', () => {
  it('moves a blok down and up its list', () => {
    const down = moveBlokBy(aboutContent(), hero, 1);
    expect(bodyUids(down)).toEqual([beliefs, hero, promises]);
    expect(bodyUids(moveBlokBy(down, promises, -1))).toEqual([beliefs, promises, hero]);
  });

  it.each([
    ['the first up', hero, -1],
    ['the last down', promises, 1],
    ['an only child down', beliefsText, 1],
    ['the root', page, 1],
  ] as const)('does nothing moving %s', (_, uid, offset) => {
    const content = aboutContent();
    expect(moveBlokBy(content, uid, offset)).toBe(content);
  });
});

describe('moveBlok', () => {
  it('moves within its list to the index it ends up at', () => {
    const to = { parentUid: page, field: 'body', index: 2 };
    expect(bodyUids(moveBlok(aboutContent(), editorCatalogue, hero, to))).toEqual([
      beliefs,
      promises,
      hero,
    ]);
  });

  it('moves into another field that accepts it', () => {
    const to = { parentUid: beliefs, field: 'body', index: 1 };
    const next = moveBlok(aboutContent(), editorCatalogue, promisesText, to);
    expect(bodyUids(next, beliefs)).toEqual([beliefsText, promisesText]);
    expect(bodyUids(next, promises)).toEqual([]);
  });

  it.each([
    ['into a field that does not accept it', hero, { parentUid: beliefs, field: 'body', index: 0 }],
    ['into itself', beliefs, { parentUid: beliefs, field: 'body', index: 0 }],
    ['to where it already is', hero, { parentUid: page, field: 'body', index: 0 }],
  ])('does nothing moving %s', (_, uid, to) => {
    const content = aboutContent();
    expect(moveBlok(content, editorCatalogue, uid, to)).toBe(content);
  });
});
