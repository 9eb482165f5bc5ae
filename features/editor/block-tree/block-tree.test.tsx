import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useReducer, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Blok } from '@/lib/content/story';
import {
  aboutContent,
  aboutUids,
  aboutWithTextBloks,
  editorCatalogue,
  textBlokUids,
} from '@/tests/utils/editor-content';
import { childBloks, findBlok } from '../story-edits/blok-tree';
import { editHistoryReducer, startEditHistory } from '../story-edits/edit-history';
import { BlockTree } from './block-tree';

const reduce = editHistoryReducer(editorCatalogue);
const newBlok = (component: string): Blok => ({ _uid: 'template', component, heading: 'New' });

/** The content the tree last showed, for tests to check what an action did. */
const shown = { content: aboutContent() };

/** The tree as the editor page composes it: the content in the edit history, one blok selected. */
function Editor({ content = aboutContent() }: { content?: Blok }) {
  const [history, dispatch] = useReducer(reduce, content, startEditHistory);
  const [selectedUid, setSelectedUid] = useState<string | null>(aboutUids.hero);
  useEffect(() => {
    shown.content = history.content;
  });
  return (
    <BlockTree
      content={history.content}
      catalogue={editorCatalogue}
      selectedUid={selectedUid}
      onSelect={setSelectedUid}
      onEdit={(edit) => dispatch({ type: 'edit', edit, at: Date.now() })}
      newBlok={newBlok}
      label="Blocks of About us"
    />
  );
}

function setup(content?: Blok) {
  const user = userEvent.setup();
  render(<Editor content={content} />);
  const item = (name: RegExp | string) => screen.getByRole('button', { name });
  const bodyComponents = () => childBloks(shown.content, 'body').map((blok) => blok.component);
  return { user, item, bodyComponents };
}

const HERO = /^Hero About So Energy/;
const BELIEFS = /^Section What we believe/;

describe('BlockTree', () => {
  it('shows each blok by its name and first text, and marks the selected one', () => {
    const { item } = setup();
    expect(screen.getByRole('list', { name: 'Blocks of About us' })).toBeInTheDocument();
    expect(item(/^Page/)).not.toHaveAttribute('aria-current');
    expect(item(HERO)).toHaveAttribute('aria-current', 'true');
    expect(item(/^Rich text We think people deserve/)).toBeInTheDocument();
    const body = screen.getByRole('list', { name: /^Body of Page/ });
    expect(within(body).getAllByRole('listitem', { name: '' })).toHaveLength(5);
  });

  it('selects by click and by Enter, and moves between bloks with the arrow keys', async () => {
    const { user, item } = setup();
    await user.click(item(BELIEFS));
    expect(item(BELIEFS)).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowDown}');
    expect(item(/^Rich text We think/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(item(HERO)).toHaveFocus();
    await user.keyboard('{End}');
    expect(item(/^Rich text Clear prices/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item(/^Page/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(item(HERO)).toHaveAttribute('aria-current', 'true');
    expect(item(BELIEFS)).not.toHaveAttribute('aria-current');
  });

  it('moves a blok down and up, keeping focus on the button pressed', async () => {
    const { user, item, bodyComponents } = setup();
    const down = item(/^Move down Hero “/);
    await user.click(down);
    expect(childBloks(shown.content, 'body')[1]?._uid).toBe(aboutUids.hero);
    expect(item(/^Move down Hero “/)).toHaveFocus();
    await user.click(item(/^Move up Hero “/));
    expect(bodyComponents()).toEqual(['hero', 'section', 'section']);
  });

  it('does nothing moving the first blok up or the last down', async () => {
    const { user, item, bodyComponents } = setup();
    const up = item(/^Move up Hero “/);
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.click(up);
    await user.click(item(/^Move down Section “Our promises”/));
    expect(bodyComponents()).toEqual(['hero', 'section', 'section']);
  });

  it('duplicates a blok after itself and focuses the copy', async () => {
    const { user, item } = setup();
    await user.click(item(/^Duplicate Section “What we believe”/));
    const copies = screen.getAllByRole('button', { name: BELIEFS });
    expect(copies).toHaveLength(2);
    expect(copies[1]).toHaveFocus();
    const [original, copy] = childBloks(shown.content, 'body').slice(1, 3);
    expect(copy?.heading).toBe(original?.heading);
    expect(copy?._uid).not.toBe(original?._uid);
    expect(childBloks(copy ?? shown.content, 'body')[0]?._uid).not.toBe(aboutUids.beliefsText);
  });

  it('adds after a blok only what its field accepts, and focuses the new blok', async () => {
    const { user, item, bodyComponents } = setup();
    await user.click(item(/^Add after Hero/));
    expect(item(/^Add after Hero/)).toHaveAttribute('aria-expanded', 'true');
    const choices = screen.getAllByRole('button', {
      name: /^(Hero|Section|Rich text|Button link)$/,
    });
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Hero',
      'Section',
      'Rich text',
      'Button link',
    ]);
    await user.click(screen.getByRole('button', { name: 'Section' }));
    expect(bodyComponents()).toEqual(['hero', 'section', 'section', 'section']);
    expect(item(/^Section New/)).toHaveFocus();
  });

  it('adds a first blok to an empty field from the blocks it accepts', async () => {
    const { user, item } = setup();
    await user.click(item(/^Add to Buttons of Hero/));
    expect(screen.queryByRole('button', { name: 'Section' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Button link' }));
    expect(
      childBloks(childBloks(shown.content, 'body')[0] ?? shown.content, 'buttons'),
    ).toHaveLength(1);
    expect(item(/^Button link New/)).toHaveFocus();
  });

  it('closes the add menu with Escape, back on its button', async () => {
    const { user, item } = setup();
    await user.click(item(/^Add after Hero/));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Hero' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(item(/^Add after Hero/)).toHaveAttribute('aria-expanded', 'false');
    expect(item(/^Add after Hero/)).toHaveFocus();
  });

  it('removes a blok with nothing in it at once, focusing the next blok or its parent', async () => {
    const { user, item } = setup();
    await user.click(item(/^Remove Rich text “We think/));
    expect(screen.queryByRole('button', { name: /^Rich text We think/ })).not.toBeInTheDocument();
    expect(item(BELIEFS)).toHaveFocus();
    await user.click(item(/^Remove Hero “/));
    expect(item(BELIEFS)).toHaveFocus();
  });

  it('asks before removing a blok with bloks in it', async () => {
    const { user, item, bodyComponents } = setup();
    await user.click(item(/^Remove Section “Our promises”/));
    const dialog = screen.getByRole('dialog', { name: 'Remove Section “Our promises”?' });
    expect(dialog).toHaveTextContent('It holds 1 block, which will be removed with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodyComponents()).toHaveLength(3);
    await user.click(item(/^Remove Section “Our promises”/));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(bodyComponents()).toEqual(['hero', 'section']);
    expect(item(BELIEFS)).toHaveFocus();
  });

  it('reorders by keyboard drag: Space on the handle, an arrow, Space', async () => {
    // jsdom lays nothing out: give each blok a row of its own, in document order.
    const rowOf = (element: Element) => {
      const blok = element.closest('[data-blok]');
      return blok ? Array.from(document.querySelectorAll('[data-blok]')).indexOf(blok) : 0;
    };
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      return DOMRect.fromRect({ x: 0, y: rowOf(this) * 40, width: 300, height: 40 });
    });
    const { user, item, bodyComponents } = setup();
    item(/^Drag Hero/).focus();
    await user.keyboard(' ');
    expect(
      await screen.findByText(/^Picked up Hero .* It is in position 1 of 3\.$/),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(bodyComponents()).toEqual(['section', 'hero', 'section']);
    expect(
      await screen.findByText(/^Hero .* was dropped in position 2 of 3\.$/),
    ).toBeInTheDocument();
  });

  it('shows the bloks placed in rich text under it, to select but not to move or remove', async () => {
    const { user, item } = setup(aboutWithTextBloks());
    const inText = screen.getByRole('list', {
      name: /^Blocks in the text of Text of Rich text “We think/,
    });

    const button = within(inText).getByRole('button', { name: /^Button link Get a quote/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-current', 'true');
    expect(within(inText).getByRole('button', { name: /^Section Our promise/ })).toBeVisible();
    for (const placed of ['Button link “Get a quote”', 'Section “Our promise”']) {
      for (const action of ['Drag', 'Move up', 'Move down', 'Duplicate', 'Remove']) {
        expect(screen.queryByRole('button', { name: `${action} ${placed}` })).toBeNull();
      }
    }
    // A blok inside one placed in the text is in a list of its own, moved like any other.
    const held = screen.getByRole('list', { name: /^Body of Section “Our promise”/ });
    expect(within(held).getByRole('button', { name: /^Remove Button link/ })).toBeVisible();
    await user.click(item(/^Add at the start to Body of Section “Our promise”/));
    await user.click(screen.getByRole('button', { name: 'Button link' }));
    expect(findBlok(shown.content, textBlokUids.section)?.blok.body).toHaveLength(2);
  });

  it('counts the bloks placed in rich text among those a removal takes', async () => {
    const { user, item } = setup(aboutWithTextBloks());
    await user.click(item(/^Remove Section “What we believe”/));
    expect(
      screen.getByRole('dialog', { name: 'Remove Section “What we believe”?' }),
    ).toHaveTextContent('It holds 4 blocks, which will be removed with it.');
  });
});
