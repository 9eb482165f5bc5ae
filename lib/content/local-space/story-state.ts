import type { Story } from '../story';
import type { SpaceStory } from './space';

/** Whether a story is live, and as its draft says: what the editor's list shows of each. */
export type StoryState = 'draft' | 'published' | 'changed';

/** Object keys in a fixed order, so two versions compare by what they say, not how. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, child]) => [key, canonical(child)]),
  );
}
const sameStory = (a: Story, b: Story) =>
  JSON.stringify(canonical({ ...a, published_at: null })) ===
  JSON.stringify(canonical({ ...b, published_at: null }));

export function stateOf({ draft, published }: SpaceStory): StoryState {
  if (!published) return 'draft';
  return sameStory(draft, published) ? 'published' : 'changed';
}
