import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { aboutContent, aboutUids, editorCatalogue } from '@/tests/utils/editor-content';
import { dragAnnouncements } from './drag-announcements';
import { dropEdit } from './drop-edit';

const { page, hero, beliefs, promises, beliefsText, promisesText } = aboutUids;

describe('dropEdit', () => {
  const content = aboutContent();

  it('moves the dragged blok to the place of the blok it was dropped on', () => {
    expect(dropEdit(content, hero, promises)).toEqual({
      type: 'move',
      uid: hero,
      to: { parentUid: page, field: 'body', index: 2 },
    });
    expect(dropEdit(content, promisesText, beliefsText)).toMatchObject({
      to: { parentUid: beliefs, field: 'body', index: 0 },
    });
  });

  it('makes no edit when dropped on itself, on nothing or on the root', () => {
    expect(dropEdit(content, hero, hero)).toBeNull();
    expect(dropEdit(content, hero, null)).toBeNull();
    expect(dropEdit(content, hero, page)).toBeNull();
  });
});

describe('dragAnnouncements', () => {
  const say = dragAnnouncements(aboutContent(), editorCatalogue);
  const active = { id: hero } as Active;
  const over = (id: string) => ({ id }) as Over;

  it('speaks in block names and positions', () => {
    expect(say.onDragStart({ active })).toBe(
      'Picked up Hero “About So Energy: ten years of greener energy”. It is in position 1 of 3.',
    );
    expect(say.onDragOver({ active, over: over(beliefs) })).toBe(
      'Hero “About So Energy: ten years of greener energy” was moved to position 2 of 3.',
    );
    expect(say.onDragEnd({ active, over: over(promises) })).toBe(
      'Hero “About So Energy: ten years of greener energy” was dropped in position 3 of 3.',
    );
    expect(say.onDragCancel({ active, over: null })).toBe(
      'Moving was cancelled. Hero “About So Energy: ten years of greener energy” is back in position 1 of 3.',
    );
  });

  it('says nothing of its own place as the drag starts, and speaks when it comes back', () => {
    expect(say.onDragStart({ active })).toMatch(/^Picked up/);
    expect(say.onDragOver({ active, over: over(hero) })).toBeUndefined();
    say.onDragOver({ active, over: over(beliefs) });
    expect(say.onDragOver({ active, over: over(hero) })).toBe(
      'Hero “About So Energy: ten years of greener energy” is back in position 1 of 3.',
    );
  });

  it('says when a place does not take the block, and names another list', () => {
    expect(say.onDragOver({ active, over: over(beliefsText) })).toBe(
      'Hero “About So Energy: ten years of greener energy” cannot go in position 1 of 1 in Body of Section “What we believe”.',
    );
    expect(say.onDragOver({ active, over: null })).toBe(
      'Hero “About So Energy: ten years of greener energy” is no longer over a place it can be dropped.',
    );
  });
});
