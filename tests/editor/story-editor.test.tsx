import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blockSchemas, nestedOnlyBlocks } from '@/blocks/schemas';
import { editorClient } from '@/features/editor/client/editor-client';
import { editorBlocksOf } from '@/features/editor/story-editor/editor-blocks';
import { StoryEditor } from '@/features/editor/story-editor/story-editor';
import { serveScratchEditorApi } from '../utils/editor-api';
import { FreshSwrCache } from '../utils/fresh-swr-cache';
import { makeRouter } from '../utils/make-router';

const router = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof makeRouter> }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

const ABOUT = 101;
const blocks = editorBlocksOf({ ...blockSchemas, ...nestedOnlyBlocks }, ['hero', 'button_link']);

let regeneration: { fails: boolean };

beforeEach(async () => {
  router.current = makeRouter({ pathname: '/editor/stories/[id]', asPath: '/editor/stories/101' });
  ({ regeneration } = await serveScratchEditorApi());
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

type Sent = { action: string; story?: { content: { body: { headline?: string }[] } } };

/** Opens the about page in the editor, with its preview's bridge started. */
async function openAbout() {
  const user = userEvent.setup();
  render(<StoryEditor storyId={ABOUT} blocks={blocks} />, { wrapper: FreshSwrCache });
  const frame = await screen.findByTitle<HTMLIFrameElement>('Preview of About us');
  const preview = frame.contentWindow!;
  const sent = vi.spyOn(preview, 'postMessage').mockImplementation(() => {});
  const fromPreview = (data: unknown) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: window.location.origin, source: preview }),
      );
    });
  fromPreview({ action: 'initialized' });
  const lastSent = (action: string) =>
    sent.mock.calls.map(([message]) => message as Sent).findLast((m) => m.action === action);
  return { user, fromPreview, lastSent };
}

/** The about page's hero, as saved. */
const savedHero = async () =>
  (
    (await editorClient.getStory(ABOUT)).draft.content.body as { _uid: string; headline: string }[]
  )[0]!;
const heroUid = async () => (await savedHero())._uid;

describe('StoryEditor', () => {
  it('opens the block clicked in the preview and shows each keystroke there before saving', async () => {
    const { user, fromPreview, lastSent } = await openAbout();

    fromPreview({ action: 'edit', dataC: { uid: await heroUid(), id: '101', name: 'hero' } });
    const headline = await screen.findByRole('textbox', { name: 'Headline' });
    await user.clear(headline);
    await user.type(headline, 'Greener');

    await waitFor(() =>
      expect(lastSent('input')?.story?.content.body[0]?.headline).toBe('Greener'),
    );
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect((await savedHero()).headline).not.toBe('Greener');
  });

  it('saves the draft, and tells the preview to show the saved version', async () => {
    const { user, fromPreview, lastSent } = await openAbout();
    fromPreview({ action: 'edit', dataC: { uid: await heroUid(), id: '101', name: 'hero' } });
    const headline = await screen.findByRole('textbox', { name: 'Headline' });
    await user.clear(headline);
    await user.type(headline, 'Greener energy since 2015');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(
      await screen.findByText('Saved: publish to put the changes on the site'),
    ).toBeInTheDocument();
    expect((await savedHero()).headline).toBe('Greener energy since 2015');
    expect(lastSent('change')).toEqual({ action: 'change', storyId: ABOUT });
  });

  it('says a publish whose page could not be regenerated is published, and regenerates it on request', async () => {
    const { user } = await openAbout();
    regeneration.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Published, but the site could not regenerate /about: the content service did not answer. Until it is regenerated, that page shows the previous version.',
    );
    expect(notice).toHaveFocus();
    expect(screen.getByText('Saved: the site still shows its previous version')).toBeVisible();
    expect((await editorClient.getStory(ABOUT)).published).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Regenerate the page now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Published. The site still could not regenerate \/about/,
    );

    regeneration.fails = false;
    await user.click(screen.getByRole('button', { name: 'Regenerate the page now' }));
    expect(await screen.findByText('Published: the site shows this version')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses to save an emptied headline, and takes the editor to it', async () => {
    const { user, fromPreview } = await openAbout();
    const [hero, section] = (await editorClient.getStory(ABOUT)).draft.content.body as {
      _uid: string;
    }[];
    fromPreview({ action: 'edit', dataC: { uid: hero!._uid, id: '101', name: 'hero' } });
    await user.clear(await screen.findByRole('textbox', { name: 'Headline' }));
    fromPreview({ action: 'edit', dataC: { uid: section!._uid, id: '101', name: 'section' } });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Section');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const problem = await screen.findByRole('button', {
      name: 'Hero, headline: A hero needs a headline',
    });
    // The alert takes focus in an effect, which a busy machine may run after the list shows.
    await waitFor(() =>
      expect(screen.getByText('Not saved: fix the fields below, then save again.')).toHaveFocus(),
    );
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(problem);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Hero');
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveValue('');
  });

  it('opens the fields of a block just added', async () => {
    const { user } = await openAbout();
    await user.click(await screen.findByRole('button', { name: /^Add after Hero/ }));
    await user.click(screen.getByRole('button', { name: 'Button link' }));

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Button link');
    expect(
      within(screen.getByRole('region', { name: 'Button link' })).getAllByRole('textbox').length,
    ).toBeGreaterThan(0);
  });
});
