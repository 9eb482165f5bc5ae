import { useCallback, useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { parseBridgeMessage, type Breadcrumb, type EditorMessage } from './bridge-messages';

export interface PreviewChannel {
  /** The bridge in the preview has started and taken edit mode. */
  ready: boolean;
  /** Shows the story as edited, before it is saved (Storyblok's `input`). */
  sendInput: (story: { id: number }) => void;
  /** Tells the preview the story was saved: it reloads the saved draft (Storyblok's `change`). */
  sendChange: () => void;
  /** Scrolls the preview to a block and outlines it; the way down names it and its ancestors. */
  showBlok: (breadcrumbs: Breadcrumb[]) => void;
}

/**
 * Speaks Storyblok's visual-editor protocol with the bridge in the preview iframe: answers its
 * `initialized` with `enterEditmode` and its pings, hands on the block an editor clicks, and
 * sends live input. Messages count only from that iframe's window at this site's origin.
 */
export function usePreviewChannel(
  frame: RefObject<HTMLIFrameElement | null>,
  storyId: number,
  onSelectBlok: (uid: string) => void,
): PreviewChannel {
  const [ready, setReady] = useState(false);
  const onSelect = useEffectEvent(onSelectBlok);

  const send = useCallback(
    (message: EditorMessage) => {
      frame.current?.contentWindow?.postMessage(message, window.location.origin);
    },
    [frame],
  );

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const preview = frame.current?.contentWindow;
      if (!preview || event.source !== preview || event.origin !== window.location.origin) return;
      const message = parseBridgeMessage(event.data);
      if (!message) return;
      if (message.action === 'initialized') {
        send({ action: 'enterEditmode', storyId });
        setReady(true);
      } else if (message.action === 'ping') {
        send({ action: 'pingBack' });
      } else if (message.action === 'edit' && Number(message.dataC.id) === storyId) {
        onSelect(message.dataC.uid);
      }
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [frame, storyId, send]);

  return {
    ready,
    sendInput: useCallback((story) => send({ action: 'input', story }), [send]),
    // The preview reloads on `change`, and its bridge says `initialized` again when it is back.
    sendChange: useCallback(() => {
      setReady(false);
      send({ action: 'change', storyId });
    }, [send, storyId]),
    showBlok: useCallback(
      (breadcrumbs) => {
        const blok = breadcrumbs.at(-1);
        if (!blok) return;
        send({
          action: 'enterComponent',
          storyId,
          componentId: blok._uid,
          blok: { uid: blok._uid, name: blok.component },
          breadcrumbs,
        });
      },
      [send, storyId],
    ),
  };
}
