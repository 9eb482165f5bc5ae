import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { editorClient } from '@/features/editor/client/editor-client';
import { DeleteStoryDialog } from '@/features/editor/story-actions/delete-story-dialog';
import { StoryHistoryDialog } from '@/features/editor/story-actions/story-history-dialog';
import { UnpublishDialog } from '@/features/editor/story-actions/unpublish-dialog';
import { serveScratchEditorApi } from '../utils/editor-api';
import { FreshSwrCache } from '../utils/fresh-swr-cache';

const ABOUT = 101;
const DANIEL_OKAFOR = 304;

let regeneration: { fails: boolean };

beforeEach(async () => {
  ({ regeneration } = await serveScratchEditorApi());
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** A button that opens the dialog `children` draws, as the story page's toolbar would. */
function Opener({
  label,
  children,
}: {
  label: string;
  children: (open: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      {children(open, () => setOpen(false))}
    </>
  );
}

const openDialog = async (label: string, name: string) => {
  await userEvent.click(screen.getByRole('button', { name: label }));
  return within(screen.getByRole('dialog', { name }));
};

describe('StoryHistoryDialog', () => {
  async function aboutWithTwoSaves() {
    const { draft } = await editorClient.getStory(ABOUT);
    await editorClient.saveDraft(ABOUT, { content: draft.content, name: 'About So Energy' });
    await editorClient.saveDraft(ABOUT, { content: draft.content, name: 'About us, again' });
  }

  function renderHistory(onRestored = vi.fn()) {
    render(
      <Opener label="History">
        {(open, close) => (
          <StoryHistoryDialog
            storyId={ABOUT}
            published
            open={open}
            onClose={close}
            onRestored={onRestored}
          />
        )}
      </Opener>,
      { wrapper: FreshSwrCache },
    );
    return onRestored;
  }

  it('lists each version, newest first, with what happened, who and when', async () => {
    await aboutWithTwoSaves();
    renderHistory();
    const dialog = await openDialog('History', 'History');
    const versions = await dialog.findAllByRole('listitem');
    expect(versions.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Version 2: Savedlocal developer, \d+ \w{3} \d{4}, \d\d:\d\dThe current draft$/,
      ),
      expect.stringMatching(/^Version 1: Saved.*Restore this version \(version 1\)$/),
    ]);
  });

  it('restores an earlier version after saying what it replaces, and records it', async () => {
    await aboutWithTwoSaves();
    const onRestored = renderHistory();
    const dialog = await openDialog('History', 'History');
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Restore this version (version 1)' }),
    );

    const confirmation = within(screen.getByRole('dialog', { name: 'Restore version 1?' }));
    expect(confirmation.getByText(/replaces the current draft/).parentElement).toHaveFocus();
    expect(
      confirmation.getByText('The page on the site does not change until you publish.'),
    ).toBeVisible();
    await userEvent.click(confirmation.getByRole('button', { name: 'Restore version 1' }));

    expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ name: 'About So Energy' }));
    expect(await dialog.findByText('Version 3: Restored version 1')).toBeVisible();
    expect((await editorClient.getStory(ABOUT)).draft.name).toBe('About So Energy');
  });

  it('goes back to the history on Escape, and back to the opener on Close', async () => {
    await aboutWithTwoSaves();
    renderHistory();
    const dialog = await openDialog('History', 'History');
    const restore = await dialog.findByRole('button', { name: 'Restore this version (version 1)' });
    await userEvent.click(restore);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'History' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Restore this version (version 1)' })).toHaveFocus();

    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'History' })).toHaveFocus();
  });
});

describe('DeleteStoryDialog', () => {
  it('lists the stories whose links would break, then deletes', async () => {
    const onDeleted = vi.fn();
    render(
      <Opener label="Delete">
        {(open, close) => (
          <DeleteStoryDialog
            storyId={DANIEL_OKAFOR}
            storyName="Daniel Okafor"
            fullSlug="authors/daniel-okafor"
            open={open}
            onClose={close}
            onDeleted={onDeleted}
          />
        )}
      </Opener>,
      { wrapper: FreshSwrCache },
    );
    const dialog = await openDialog('Delete', 'Delete Daniel Okafor?');
    expect(
      await dialog.findByText('These 7 pages link to it. Their links will break:'),
    ).toBeVisible();
    const links = dialog.getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/editor\/stories\/4\d\d$/));

    const remove = dialog.getByRole('button', { name: 'Delete Daniel Okafor' });
    expect(remove).toHaveClass('danger');
    await userEvent.click(remove);
    expect(onDeleted).toHaveBeenCalled();
    expect((await editorClient.listStories()).map(({ id }) => id)).not.toContain(DANIEL_OKAFOR);
  });

  it('shows a failure in the dialog, with the button ready to try again', async () => {
    render(
      <DeleteStoryDialog
        storyId={ABOUT}
        storyName="About us"
        fullSlug="about"
        open
        onClose={vi.fn()}
        onDeleted={vi.fn()}
      />,
      { wrapper: FreshSwrCache },
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Delete About us?' }));
    await dialog.findByText('These 3 pages link to it. Their links will break:');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete About us' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(/could not reach/);
    expect(dialog.getByRole('button', { name: 'Delete About us' })).toBeEnabled();
  });

  it('says a deleted page the site still shows is deleted, and regenerates it on request', async () => {
    const onDeleted = vi.fn();
    render(
      <DeleteStoryDialog
        storyId={ABOUT}
        storyName="About us"
        fullSlug="about"
        open
        onClose={vi.fn()}
        onDeleted={onDeleted}
      />,
      { wrapper: FreshSwrCache },
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Delete About us?' }));
    await dialog.findByText('These 3 pages link to it. Their links will break:');
    regeneration.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(dialog.getByRole('button', { name: 'Delete About us' }));

    const deleted = within(screen.getByRole('dialog', { name: 'About us is deleted' }));
    expect(deleted.getByRole('alert')).toHaveTextContent(
      /^About us is deleted, but the site could not regenerate \/about/,
    );
    expect(onDeleted).not.toHaveBeenCalled();
    expect((await editorClient.listStories()).map(({ id }) => id)).not.toContain(ABOUT);

    regeneration.fails = false;
    await userEvent.click(deleted.getByRole('button', { name: 'Regenerate the page now' }));
    expect(onDeleted).toHaveBeenCalled();
  });
});

describe('UnpublishDialog', () => {
  it('takes the story off the site after saying what that means', async () => {
    const onDone = vi.fn();
    render(
      <UnpublishDialog
        storyId={ABOUT}
        storyName="About us"
        open
        onClose={vi.fn()}
        onDone={onDone}
      />,
      { wrapper: FreshSwrCache },
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Unpublish About us?' }));
    expect(dialog.getByText(/links to it will show Page not found/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Unpublish' }));
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ revalidated: ['/about'] }));
    expect((await editorClient.getStory(ABOUT)).published).toBeNull();
  });
});
