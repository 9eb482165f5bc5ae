import { act, renderHook } from '@testing-library/react';
import { useRef } from 'react';
import { usePreviewChannel } from './use-preview-channel';

const STORY_ID = 101;

function setUp() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const preview = iframe.contentWindow!;
  const sent = vi.spyOn(preview, 'postMessage').mockImplementation(() => {});
  const onSelect = vi.fn();
  const { result } = renderHook(() => {
    const frame = useRef(iframe);
    return usePreviewChannel(frame, STORY_ID, onSelect);
  });
  const fromPreview = (data: unknown, { origin = window.location.origin, source = preview } = {}) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  return { result, sent, onSelect, fromPreview, cleanUp: () => iframe.remove() };
}

describe('usePreviewChannel', () => {
  it('answers the bridge’s initialized with enter edit mode, and is then ready', () => {
    const { result, sent, fromPreview, cleanUp } = setUp();
    expect(result.current.ready).toBe(false);

    fromPreview({ action: 'initialized', config: {} });

    expect(sent).toHaveBeenCalledWith(
      { action: 'enterEditmode', storyId: STORY_ID },
      window.location.origin,
    );
    expect(result.current.ready).toBe(true);
    cleanUp();
  });

  it('selects the block an editor clicks in the preview', () => {
    const { onSelect, fromPreview, cleanUp } = setUp();

    fromPreview({ action: 'edit', dataC: { uid: 'd2077f5c19b5', id: '101', name: 'hero' } });

    expect(onSelect).toHaveBeenCalledWith('d2077f5c19b5');
    cleanUp();
  });

  it('ignores messages from another origin, another window or about another story', () => {
    const { onSelect, fromPreview, cleanUp } = setUp();
    const click = { action: 'edit', dataC: { uid: 'd2077f5c19b5', id: '101', name: 'hero' } };

    fromPreview(click, { origin: 'https://elsewhere.example' });
    fromPreview(click, { source: window });
    fromPreview({ ...click, dataC: { ...click.dataC, id: '102' } });
    fromPreview({ action: 'edit', dataC: 'not a block' });

    expect(onSelect).not.toHaveBeenCalled();
    cleanUp();
  });

  it('pings back, and sends live input, saves and the block to show', () => {
    const { result, sent, fromPreview, cleanUp } = setUp();
    fromPreview({ action: 'ping' });
    expect(sent).toHaveBeenLastCalledWith({ action: 'pingBack' }, window.location.origin);

    const story = { id: STORY_ID, content: { _uid: 'root', component: 'page' } };
    act(() => result.current.sendInput(story));
    expect(sent).toHaveBeenLastCalledWith({ action: 'input', story }, window.location.origin);

    act(() =>
      result.current.showBlok([
        { _uid: 'root', component: 'page' },
        { _uid: 'd2077f5c19b5', component: 'hero' },
      ]),
    );
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({
        action: 'enterComponent',
        storyId: STORY_ID,
        componentId: 'd2077f5c19b5',
        blok: { uid: 'd2077f5c19b5', name: 'hero' },
      }),
      window.location.origin,
    );

    fromPreview({ action: 'initialized' });
    act(() => result.current.sendChange());
    expect(sent).toHaveBeenLastCalledWith(
      { action: 'change', storyId: STORY_ID },
      window.location.origin,
    );
    expect(result.current.ready).toBe(false);
    cleanUp();
  });
});
