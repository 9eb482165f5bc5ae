import { describe, expect, it } from 'vitest';
import type { Blok } from '@/lib/content/story';
import {
  aboutContent,
  aboutUids,
  aboutWithTextBloks,
  editorCatalogue,
  textBlokUids,
} from '@/tests/utils/editor-content';
import { findBlok } from './blok-tree';
import {
  editHistoryReducer,
  startEditHistory,
  TYPING_PAUSE_MS,
  type EditHistory,
  type EditHistoryAction,
  type StoryEdit,
} from './edit-history';

const reduce = editHistoryReducer(editorCatalogue);
const run = (state: EditHistory, ...actions: EditHistoryAction[]) => actions.reduce(reduce, state);

const heroOf = (content: Blok) => {
  const hero = findBlok(content, aboutUids.hero)?.blok;
  if (!hero) throw new Error('The about page has no hero');
  return hero;
};

/** Typing `value` into `field` of the hero at `at` ms. */
const type = (state: EditHistory, field: string, value: string, at: number): EditHistoryAction => ({
  type: 'edit',
  edit: { type: 'update', blok: { ...heroOf(state.content), [field]: value } },
  at,
});

/** Applies one keystroke after another, each built from the state the last one left. */
const typeAll = (state: EditHistory, keys: [field: string, value: string, at: number][]) =>
  keys.reduce(
    (current, [field, value, at]) => reduce(current, type(current, field, value, at)),
    state,
  );

const headline = (state: EditHistory) => heroOf(state.content).headline;
const edit = (change: StoryEdit, at = 0): EditHistoryAction => ({ type: 'edit', edit: change, at });

describe('editHistoryReducer', () => {
  const start = startEditHistory(aboutContent());

  it('starts clean with nothing to undo or redo', () => {
    expect(start).toMatchObject({ dirty: false, past: [], future: [] });
  });

  it('undoes and redoes an edit, and an edit after an undo drops what could be redone', () => {
    const moved = run(start, edit({ type: 'moveBy', uid: aboutUids.hero, offset: 1 }));
    expect(moved).toMatchObject({ dirty: true, past: [start.content] });
    const undone = run(moved, { type: 'undo' });
    expect(undone).toMatchObject({ content: start.content, dirty: false, future: [moved.content] });
    expect(run(undone, { type: 'redo' }).content).toBe(moved.content);
    const removed = run(undone, edit({ type: 'remove', uid: aboutUids.promises }));
    expect(removed.future).toEqual([]);
  });

  it('does nothing when there is nothing to undo or redo', () => {
    expect(run(start, { type: 'undo' })).toBe(start);
    expect(run(start, { type: 'redo' })).toBe(start);
  });

  it('records no step for an edit that changes nothing', () => {
    expect(run(start, edit({ type: 'moveBy', uid: aboutUids.hero, offset: -1 }))).toBe(start);
  });

  it('makes one undo step of typing in one field', () => {
    const typed = typeAll(start, [
      ['headline', 'A', 0],
      ['headline', 'Ab', 400],
      ['headline', 'Abo', 1300],
    ]);
    expect(headline(typed)).toBe('Abo');
    expect(typed.past).toHaveLength(1);
    expect(headline(run(typed, { type: 'undo' }))).toBe(headline(start));
  });

  it('starts a new step after a pause, in another field, or after an undo', () => {
    const paused = typeAll(start, [
      ['headline', 'A', 0],
      ['headline', 'Ab', TYPING_PAUSE_MS],
    ]);
    expect(paused.past).toHaveLength(2);
    const otherField = typeAll(start, [
      ['headline', 'A', 0],
      ['text', 'B', 100],
    ]);
    expect(otherField.past).toHaveLength(2);
    const afterUndo = typeAll(run(typeAll(start, [['headline', 'A', 0]]), { type: 'undo' }), [
      ['headline', 'B', 100],
      ['headline', 'Bc', 200],
    ]);
    expect(afterUndo.past).toHaveLength(1);
    expect(headline(run(afterUndo, { type: 'undo' }))).toBe(headline(start));
  });

  it('is clean again when the content is back to what was saved', () => {
    const typed = typeAll(start, [['headline', 'A', 0]]);
    const saved = run(typed, { type: 'saved', content: typed.content });
    expect(saved.dirty).toBe(false);
    const undone = run(saved, { type: 'undo' });
    expect(undone.dirty).toBe(true);
    expect(run(undone, { type: 'redo' }).dirty).toBe(false);
  });

  it('stays dirty when saved content is older than what is on screen', () => {
    const first = typeAll(start, [['headline', 'A', 0]]);
    const later = typeAll(first, [['headline', 'Ab', 100]]);
    expect(run(later, { type: 'saved', content: first.content }).dirty).toBe(true);
  });

  it('is clean when edits lead back to the saved content by another route', () => {
    const changed = typeAll(start, [
      ['headline', 'A', 0],
      ['headline', String(headline(start)), 2 * TYPING_PAUSE_MS],
    ]);
    expect(changed.dirty).toBe(false);
  });

  it('refuses an insert the field does not accept', () => {
    const hero = heroOf(start.content);
    const place = { parentUid: aboutUids.beliefs, field: 'body', index: 0 };
    expect(
      run(start, edit({ type: 'insert', place, blok: { ...hero, _uid: 'a1a1a1a1a1a1' } })),
    ).toBe(start);
  });

  it('edits a blok placed in rich text as one typing step, undone whole', () => {
    const withBloks = startEditHistory(aboutWithTextBloks());
    const labelIs = (label: string, at: number): EditHistoryAction => {
      const button = findBlok(withBloks.content, textBlokUids.button)!.blok;
      return edit({ type: 'update', blok: { ...button, label } }, at);
    };
    const typed = run(withBloks, labelIs('G', 0), labelIs('Go', 100));
    const labelOf = (state: EditHistory) =>
      findBlok(state.content, textBlokUids.button)?.blok.label;

    expect(labelOf(typed)).toBe('Go');
    expect(typed.dirty).toBe(true);
    expect(typed.past).toHaveLength(1);
    expect(labelOf(run(typed, { type: 'undo' }))).toBe('Get a quote');
  });
});
