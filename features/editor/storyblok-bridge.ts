import { loadStoryblokBridge, registerStoryblokBridge } from '@storyblok/react';
import { RESOLVED_RELATIONS } from '@/lib/content/api';

export interface WatchOptions {
  /**
   * The editor's origin, when it is not Storyblok's: the bridge sends what an editor clicks
   * only to this window's parent at that origin.
   */
  editorOrigin?: string;
}

// The bridge only delivers events to the first instance created on a page.
const subscribedStories = new Set<number>();
const listeners = new Map<number, (story: unknown) => void>();

/** Hands `listener` each version of the story the visual editor sends; returns the unsubscribe. */
export function watchStory(
  storyId: number,
  listener: (story: unknown) => void,
  { editorOrigin }: WatchOptions = {},
): () => void {
  listeners.set(storyId, listener);
  if (!subscribedStories.has(storyId)) {
    subscribedStories.add(storyId);
    void loadStoryblokBridge();
    registerStoryblokBridge(storyId, (next) => listeners.get(storyId)?.(next), {
      resolveRelations: RESOLVED_RELATIONS,
      resolveLinks: 'url',
      ...(editorOrigin && { customParent: editorOrigin }),
    });
  }
  return () => {
    if (listeners.get(storyId) === listener) listeners.delete(storyId);
  };
}
