import { loadStoryblokBridge, registerStoryblokBridge } from '@storyblok/react';
import { RESOLVED_RELATIONS } from '@/lib/content/api';

const BRIDGE_OPTIONS = { resolveRelations: RESOLVED_RELATIONS, resolveLinks: 'url' as const };

// The bridge only delivers events to the first instance created on a page.
const subscribedStories = new Set<number>();
const listeners = new Map<number, (story: unknown) => void>();

/** Hands `listener` each version of the story the visual editor sends; returns the unsubscribe. */
export function watchStory(storyId: number, listener: (story: unknown) => void): () => void {
  listeners.set(storyId, listener);
  if (!subscribedStories.has(storyId)) {
    subscribedStories.add(storyId);
    void loadStoryblokBridge();
    registerStoryblokBridge(storyId, (next) => listeners.get(storyId)?.(next), BRIDGE_OPTIONS);
  }
  return () => {
    if (listeners.get(storyId) === listener) listeners.delete(storyId);
  };
}
