import { act, renderHook, waitFor } from '@testing-library/react';
import type { PreviewMode } from './preview-mode';
import { useLiveStory } from './use-live-story';

const watchStory = vi.hoisted(() => vi.fn());
vi.mock('./storyblok-bridge', () => ({ watchStory }));

const loaded = { id: 101, headline: 'As loaded' };
const parse = (raw: unknown) => raw as typeof loaded;
const loadParser = () => Promise.resolve(parse);

function renderLiveStory(
  preview: PreviewMode,
  search = '?_storyblok=101&_storyblok_tk[space_id]=1',
) {
  window.history.replaceState(null, '', `/about${search}`);
  return renderHook(() => useLiveStory(loaded, preview, loadParser));
}

describe('useLiveStory', () => {
  beforeEach(() => watchStory.mockReset().mockReturnValue(() => {}));

  it('points the bridge at this site when the page is previewed in the local editor', async () => {
    renderLiveStory('local-editor');

    await waitFor(() => expect(watchStory).toHaveBeenCalled());
    expect(watchStory).toHaveBeenCalledWith(101, expect.any(Function), {
      editorOrigin: window.location.origin,
    });
  });

  it('leaves the bridge talking to Storyblok when Storyblok’s editor frames the page', async () => {
    renderLiveStory('storyblok');

    await waitFor(() => expect(watchStory).toHaveBeenCalled());
    expect(watchStory).toHaveBeenCalledWith(101, expect.any(Function), {
      editorOrigin: undefined,
    });
  });

  it('shows each story the editor sends, and loads no bridge outside an editor', async () => {
    const { result } = renderLiveStory('local-editor');
    await waitFor(() => expect(watchStory).toHaveBeenCalled());
    const listener = watchStory.mock.calls[0]![1] as (story: unknown) => void;

    act(() => listener({ id: 101, headline: 'Typed just now' }));
    expect(result.current.headline).toBe('Typed just now');

    watchStory.mockClear();
    renderLiveStory('local-editor', '');
    renderLiveStory(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watchStory).not.toHaveBeenCalled();
  });
});
