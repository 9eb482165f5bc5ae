import { randomUUID } from 'node:crypto';
import type { DatasourceEntry, Story } from '@/lib/content/story';
import type { Space, SpaceStory } from '@/lib/content/local-space/space';

let nextId = 1000;

/** A published-shaped story; override anything, e.g. `makeStory({ full_slug: 'blog/x' })`. */
export function makeStory(overrides: Partial<Story> = {}): Story {
  const id = overrides.id ?? nextId++;
  const fullSlug = overrides.full_slug ?? `story-${id}`;
  return {
    id,
    uuid: randomUUID(),
    name: `Story ${id}`,
    slug: fullSlug.split('/').filter(Boolean).at(-1) ?? fullSlug,
    full_slug: fullSlug,
    created_at: '2026-01-05T09:00:00.000Z',
    published_at: '2026-01-06T09:00:00.000Z',
    first_published_at: '2026-01-06T09:00:00.000Z',
    sort_by_date: null,
    position: 0,
    tag_list: [],
    is_startpage: false,
    parent_id: null,
    lang: 'default',
    alternates: [],
    content: { _uid: `uid-${id}`, component: 'page', body: [] },
    ...overrides,
  };
}

/** A space entry whose draft differs from the published version only where you say. */
export function makeSpaceStory(
  published: Story | null,
  draft: Story = published ?? makeStory(),
): SpaceStory {
  return { file: `stories/${draft.full_slug}.json`, draft, published };
}

export function makeSpace(
  stories: SpaceStory[],
  datasources: Record<string, DatasourceEntry[]> = {},
): Space {
  return { stories, folders: [], datasources: new Map(Object.entries(datasources)) };
}

export function makeDatasourceEntries(count: number, prefix = 'entry'): DatasourceEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${prefix}-${index + 1}`,
    value: String(index + 1),
    dimension_value: null,
  }));
}
