import { LOCAL_SPACE_ID } from '@/lib/content/local-space/cdn-handler';
import { withEditableMarkers } from '@/lib/content/local-space/references';
import type { Blok, Story } from '@/lib/content/story';

/**
 * The story as the preview shows it while an editor types: the draft with the content being
 * edited, each blok carrying the `_editable` marker that lets a click in the preview select it
 * (as the content API gives drafts).
 */
export function previewStory(draft: Story, content: Blok): Story {
  return withEditableMarkers({ ...draft, content }, LOCAL_SPACE_ID);
}

/** The content as it is stored: without the preview's markers. */
export function withoutEditableMarkers<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutEditableMarkers) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '_editable')
      .map(([key, child]) => [key, withoutEditableMarkers(child)]),
  ) as T;
}
