import { useEffect, useState } from 'react';
import type { PreviewMode } from './preview-mode';

/** Loads what turns a story the visual editor sends into the page's props (null: not a story). */
export type LoadLiveStoryParser<S> = () => Promise<(raw: unknown) => S | null>;

/**
 * In preview inside a visual editor, the story as the editor is changing it: the bridge's
 * `input` events replace it live. Outside the editor, the story as loaded. The bridge and the
 * parser load only inside the editor, so no other page carries them.
 */
export function useLiveStory<S extends { id: number }>(
  story: S,
  preview: PreviewMode,
  loadParser: LoadLiveStoryParser<S>,
): S {
  const [live, setLive] = useState<S | null>(null);

  useEffect(() => {
    if (!preview || !window.location.search.includes('_storyblok_tk')) return;
    let unsubscribe: (() => void) | null = null;
    let current = true;
    const editorOrigin = preview === 'local-editor' ? window.location.origin : undefined;
    void Promise.all([import('./storyblok-bridge'), loadParser()]).then(([bridge, parse]) => {
      if (!current) return;
      unsubscribe = bridge.watchStory(
        story.id,
        (raw) => {
          const parsed = parse(raw);
          if (parsed) setLive(parsed);
        },
        { editorOrigin },
      );
    });
    return () => {
      current = false;
      unsubscribe?.();
    };
  }, [story.id, preview, loadParser]);

  return live?.id === story.id ? live : story;
}
