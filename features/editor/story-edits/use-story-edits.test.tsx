import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRouter } from '@/tests/utils/make-router';
import { aboutContent, aboutUids, editorCatalogue } from '@/tests/utils/editor-content';
import { childBloks } from './blok-tree';
import { LEAVE_WARNING, RouteChangeCancelled } from './use-leave-warning';
import { useStoryEdits } from './use-story-edits';

function setup() {
  const router = makeRouter();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
  );
  const hook = renderHook(() => useStoryEdits(aboutContent(), editorCatalogue), { wrapper });
  const bodyUids = () => childBloks(hook.result.current.content, 'body').map((blok) => blok._uid);
  const moveHeroDown = () =>
    act(() => hook.result.current.edit({ type: 'moveBy', uid: aboutUids.hero, offset: 1 }));
  return { router, hook, bodyUids, moveHeroDown };
}

const press = (init: KeyboardEventInit, target: Element = document.body) =>
  act(() => {
    fireEvent.keyDown(target, init);
  });

afterEach(() => vi.restoreAllMocks());

describe('useStoryEdits', () => {
  it('edits, undoes and redoes, and says when there are unsaved changes', () => {
    const { hook, bodyUids, moveHeroDown } = setup();
    expect(hook.result.current).toMatchObject({ dirty: false, canUndo: false, canRedo: false });
    moveHeroDown();
    expect(bodyUids()[1]).toBe(aboutUids.hero);
    expect(hook.result.current).toMatchObject({ dirty: true, canUndo: true });
    act(() => hook.result.current.markSaved(hook.result.current.content));
    expect(hook.result.current.dirty).toBe(false);
    act(() => hook.result.current.undo());
    expect(hook.result.current).toMatchObject({ dirty: true, canRedo: true });
    expect(bodyUids()[0]).toBe(aboutUids.hero);
  });

  it.each([
    ['Ctrl+Z', { key: 'z', ctrlKey: true }],
    ['Cmd+Z', { key: 'z', metaKey: true }],
  ])('%s undoes', (_, keys) => {
    const { bodyUids, moveHeroDown } = setup();
    moveHeroDown();
    press(keys);
    expect(bodyUids().indexOf(aboutUids.hero)).toBe(0);
  });

  it.each([
    ['Ctrl+Shift+Z', { key: 'Z', ctrlKey: true, shiftKey: true }],
    ['Cmd+Shift+Z', { key: 'z', metaKey: true, shiftKey: true }],
    ['Ctrl+Y', { key: 'y', ctrlKey: true }],
  ])('%s redoes', (_, keys) => {
    const { bodyUids, moveHeroDown } = setup();
    moveHeroDown();
    press({ key: 'z', ctrlKey: true });
    press(keys);
    expect(bodyUids().indexOf(aboutUids.hero)).toBe(1);
  });

  it('leaves Ctrl+Z in a text field to the field’s own undo', () => {
    const { bodyUids, moveHeroDown } = setup();
    render(<input aria-label="Headline" />);
    moveHeroDown();
    press({ key: 'z', ctrlKey: true }, screen.getByRole('textbox', { name: 'Headline' }));
    expect(bodyUids().indexOf(aboutUids.hero)).toBe(1);
  });

  it('asks the browser to warn before unloading only while there are unsaved changes', () => {
    const { moveHeroDown, hook } = setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    moveHeroDown();
    expect(unload()).toBe(true);
    act(() => hook.result.current.markSaved(hook.result.current.content));
    expect(unload()).toBe(false);
  });

  it('stops a route change the editor does not confirm, and lets a confirmed one go', () => {
    const { router, moveHeroDown } = setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const errors = vi.fn();
    router.events.on('routeChangeError', errors);
    moveHeroDown();
    expect(() => router.events.emit('routeChangeStart', '/editor')).toThrow(RouteChangeCancelled);
    expect(confirm).toHaveBeenCalledWith(LEAVE_WARNING);
    expect(errors).toHaveBeenCalledTimes(1);
    confirm.mockReturnValueOnce(true);
    expect(() => router.events.emit('routeChangeStart', '/editor')).not.toThrow();
  });

  it('asks nothing on a route change with nothing unsaved', () => {
    const { router } = setup();
    const confirm = vi.spyOn(window, 'confirm');
    router.events.emit('routeChangeStart', '/editor');
    expect(confirm).not.toHaveBeenCalled();
  });
});
