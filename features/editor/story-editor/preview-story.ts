import { RESOLVED_RELATIONS } from '@/lib/content/api';
import { LOCAL_SPACE_ID } from '@/lib/content/local-space/cdn-handler';
import { withEditableMarkers } from '@/lib/content/local-space/references';
import type { Blok, Story } from '@/lib/content/story';

const RELATION_FIELDS = new Set(RESOLVED_RELATIONS);

/** Each relation the site resolves (`blog_post.author`), as the story it names when known. */
function withRelations(value: unknown, related: ReadonlyMap<string, Story>): unknown {
  if (Array.isArray(value)) return value.map((item) => withRelations(item, related));
  if (!value || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(node).map(([field, child]) => {
      const relation = `${String(node.component)}.${field}`;
      const story =
        typeof child === 'string' && RELATION_FIELDS.has(relation) && related.get(child);
      return [field, story || withRelations(child, related)];
    }),
  );
}

/**
 * The story as the preview shows it while an editor types: the draft with the content being
 * edited, as the content API gives drafts: each blok carrying the `_editable` marker that lets
 * a click in the preview select it, and its relations (a post's author) resolved.
 */
export function previewStory(draft: Story, content: Blok, related: readonly Story[] = []): Story {
  const byUuid = new Map(related.map((story) => [story.uuid, story]));
  const marked = withEditableMarkers({ ...draft, content }, LOCAL_SPACE_ID);
  return { ...marked, content: withRelations(marked.content, byUuid) as Blok };
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
