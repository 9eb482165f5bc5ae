import { describe, expect, it } from 'vitest';
import type { Blok } from '@/lib/content/story';
import {
  aboutContent,
  aboutUids,
  aboutWithTextBloks,
  editorCatalogue,
  textBlokUids,
} from '@/tests/utils/editor-content';
import { bloksInText, childBloks, findBlok, isRichTextDoc } from './blok-tree';
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

  it('replaces a blok placed in rich text where it is, keeping the text around it', () => {
    const content = aboutWithTextBloks();
    const button = findBlok(content, textBlokUids.button)!.blok;
    const next = updateBlok(content, { ...button, label: 'Compare our tariffs' });

    const textOf = (root: Blok) => findBlok(root, beliefsText)!.blok.text;
    const before = textOf(content);
    const after = textOf(next);
    if (!isRichTextDoc(before) || !isRichTextDoc(after)) throw new Error('no rich text');
    expect(after.content[1]).toEqual({
      type: 'blok',
      attrs: { id: 'n1', body: [{ ...button, label: 'Compare our tariffs' }] },
    });
    expect(after.content.filter((_, index) => index !== 1)).toEqual(
      before.content.filter((_, index) => index !== 1),
    );
    expect(after.content[2]).toBe(before.content[2]);
    expect(findBlok(next, promises)?.blok).toBe(findBlok(content, promises)?.blok);
    expect(content).toEqual(aboutWithTextBloks());
  });

  it('replaces a blok inside a blok placed in rich text', () => {
    const content = aboutWithTextBloks();
    const inner = findBlok(content, textBlokUids.sectionButton)!.blok;
    const next = updateBlok(content, { ...inner, label: 'Our promise, in full' });

    const text = findBlok(next, beliefsText)!.blok.text;
    if (!isRichTextDoc(text)) throw new Error('no rich text');
    const [, section] = bloksInText(text);
    expect(section?.body).toEqual([{ ...inner, label: 'Our promise, in full' }]);
  });
});

describe('bloks placed in rich text', () => {
  it('are neither removed nor moved by the tree: they go with their text', () => {
    const content = aboutWithTextBloks();
    const to = { parentUid: page, field: 'body', index: 0 };

    expect(removeBlok(content, textBlokUids.button)).toBe(content);
    expect(moveBlok(content, editorCatalogue, textBlokUids.button, to)).toBe(content);
    expect(moveBlokBy(content, textBlokUids.section, -1)).toBe(content);
  });

  it('take no blok from the tree into their text', () => {
    const content = aboutWithTextBloks();
    const intoText = { parentUid: beliefsText, field: 'text', index: 0 };

    expect(insertBlok(content, editorCatalogue, intoText, button)).toBe(content);
    expect(moveBlok(content, editorCatalogue, hero, intoText)).toBe(content);
  });

  it('hold bloks the tree edits like any other', () => {
    const content = aboutWithTextBloks();
    const inSection = { parentUid: textBlokUids.section, field: 'body', index: 1 };
    const added = insertBlok(content, editorCatalogue, inSection, button);

    expect(findBlok(added, button._uid)?.place).toEqual(inSection);
    expect(bodyUids(added, textBlokUids.section)).toEqual([
      textBlokUids.sectionButton,
      button._uid,
    ]);
    expect(bodyUids(removeBlok(added, textBlokUids.sectionButton), textBlokUids.section)).toEqual([
      button._uid,
    ]);
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
