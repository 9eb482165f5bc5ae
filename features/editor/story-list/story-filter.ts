import { storyPath } from '@/lib/content/story-path';
import type { StorySummary } from '../client/responses';

/** Every folder, in the folder filter. */
export const ALL_FOLDERS = '*';
/** Every state, in the state filter. */
export const ANY_STATE = 'any';

export interface StoryFilter {
  /** Part of the name or the address, in any case. */
  text: string;
  /** A folder's slug, '' for the top level, or ALL_FOLDERS. */
  folder: string;
  state: StorySummary['state'] | typeof ANY_STATE;
}

export const NO_FILTER: StoryFilter = { text: '', folder: ALL_FOLDERS, state: ANY_STATE };

/** The stories the filter lets through, by name, in the list's order. */
export function filterStories(
  stories: readonly StorySummary[],
  { text, folder, state }: StoryFilter,
): StorySummary[] {
  const needle = text.trim().toLowerCase();
  return stories
    .filter(
      (story) =>
        (folder === ALL_FOLDERS || story.folder === folder) &&
        (state === ANY_STATE || story.state === state) &&
        (story.name.toLowerCase().includes(needle) || storyPath(story.full_slug).includes(needle)),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}
