import { loadStoryblokBridge, registerStoryblokBridge } from '@storyblok/react';
import { useEffect, useState } from 'react';
import { RESOLVED_RELATIONS } from '@/lib/content/api';
import { storySchema, type Story } from '@/lib/content/story';

const BRIDGE_OPTIONS = { resolveRelations: RESOLVED_RELATIONS, resolveLinks: 'url' as const };

// The bridge only delivers events to the first instance created on a page.
const subscribedStories = new Set<number>();
const listeners = new Map<number, (story: Story) => void>();

/**
 * In preview inside the visual editor, the story as the editor is changing it: the bridge's
 * `input` events replace it live. Outside the editor, the story as loaded.
 */
export function useLiveStory(story: Story, preview: boolean): Story {
  const [live, setLive] = useState<Story | null>(null);

  useEffect(() => {
    if (!preview || !window.location.search.includes('_storyblok_tk')) return;
    listeners.set(story.id, setLive);
    if (!subscribedStories.has(story.id)) {
      subscribedStories.add(story.id);
      void loadStoryblokBridge();
      registerStoryblokBridge(
        story.id,
        (next) => {
          const parsed = storySchema.safeParse(next);
          if (parsed.success) listeners.get(story.id)?.(parsed.data);
        },
        BRIDGE_OPTIONS,
      );
    }
    return () => {
      listeners.delete(story.id);
    };
  }, [story.id, preview]);

  return live?.id === story.id ? live : story;
}
