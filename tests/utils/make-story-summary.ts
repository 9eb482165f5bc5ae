import type { StorySummary } from '@/features/editor/client/responses';

let nextId = 5000;

/** A story as the editor's list shows it; override anything, e.g. `{ state: 'draft' }`. */
export function makeStorySummary(overrides: Partial<StorySummary> = {}): StorySummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    uuid: `uuid-${id}`,
    name: `Story ${id}`,
    full_slug: `story-${id}`,
    folder: '',
    contentType: 'page',
    state: 'published',
    updatedAt: '2026-11-27T09:58:00.000Z',
    ...overrides,
  };
}
