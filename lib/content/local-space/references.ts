import type { Story } from '../story';

/** Storyblok answers with the related stories inline up to this many, else with their uuids. */
export const INLINE_REFERENCE_LIMIT = 50;

type Node = Record<string, unknown>;

function walk(value: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item) => walk(item, visit));
  } else if (value && typeof value === 'object') {
    visit(value as Node);
    Object.values(value).forEach((child) => walk(child, visit));
  }
}

/** Uuids in the fields named by `resolve_relations` (`component.field`, comma-separated). */
export function relationUuids(stories: Story[], resolveRelations: string): string[] {
  const wanted = new Set(resolveRelations.split(',').map((item) => item.trim()));
  const uuids = new Set<string>();
  for (const story of stories) {
    walk(story.content, (node) => {
      if (typeof node.component !== 'string') return;
      for (const [field, value] of Object.entries(node)) {
        if (!wanted.has(`${node.component}.${field}`)) continue;
        for (const uuid of [value].flat()) if (typeof uuid === 'string') uuids.add(uuid);
      }
    });
  }
  return [...uuids];
}

/** Uuids of stories that multilink fields and rich-text links point at. */
export function linkUuids(stories: Story[]): string[] {
  const uuids = new Set<string>();
  for (const story of stories) {
    walk(story.content, (node) => {
      if (
        node.fieldtype === 'multilink' &&
        node.linktype === 'story' &&
        typeof node.id === 'string' &&
        node.id
      ) {
        uuids.add(node.id);
      }
      if (node.linktype === 'story' && typeof node.uuid === 'string' && node.uuid) {
        uuids.add(node.uuid);
      }
    });
  }
  return [...uuids];
}

/** Draft content carries `_editable` markers the visual editor uses to select blocks. */
export function withEditableMarkers(story: Story, spaceId: string): Story {
  const mark = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(mark);
    if (!value || typeof value !== 'object') return value;
    const node = Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, mark(child)]),
    );
    if (typeof node._uid === 'string' && typeof node.component === 'string') {
      const meta = { name: node.component, space: spaceId, uid: node._uid, id: String(story.id) };
      node._editable = `<!--#storyblok#${JSON.stringify(meta)}-->`;
    }
    return node;
  };
  return { ...story, content: mark(story.content) as Story['content'] };
}
