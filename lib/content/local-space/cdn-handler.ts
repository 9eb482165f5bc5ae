import type { Story } from '../story';
import { filterStories, sortStories, storyQueryProblem } from './query';
import {
  INLINE_REFERENCE_LIMIT,
  linkUuids,
  relationUuids,
  withEditableMarkers,
} from './references';
import type { Space } from './space';

/** The embedded space's id, as the visual editor's `_storyblok_tk[space_id]` names it. */
export const LOCAL_SPACE_ID = '1';

export interface CdnResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const NOT_FOUND: CdnResponse = {
  status: 404,
  headers: {},
  body: ['This record could not be found'],
};

/** A request the space refuses, in the same shape as its 404: a list of messages. */
const badRequest = (message: string): CdnResponse => ({
  status: 400,
  headers: {},
  body: [message],
});

function paginate<T>(items: T[], params: URLSearchParams, defaultPerPage = 25, maxPerPage = 100) {
  const perPage = Math.min(
    Math.max(Number.parseInt(params.get('per_page') ?? '', 10) || defaultPerPage, 1),
    maxPerPage,
  );
  const page = Math.max(Number.parseInt(params.get('page') ?? '', 10) || 1, 1);
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    headers: { Total: String(items.length), 'Per-Page': String(perPage) },
  };
}

function storiesOfVersion(space: Space, version: string | null): Story[] {
  if (version === 'draft') {
    return space.stories.map(({ draft }) => withEditableMarkers(draft, LOCAL_SPACE_ID));
  }
  return space.stories.flatMap(({ published }) => (published ? [published] : []));
}

function linkObject(story: Story) {
  const { id, uuid, slug, full_slug, name } = story;
  return { id, uuid, slug, full_slug, url: full_slug, name };
}

/** `rels`/`links` inline when few, else `rel_uuids`/`link_uuids` for the client to fetch. */
function references(found: Story[], all: Story[], params: URLSearchParams) {
  const byUuid = new Map(all.map((story) => [story.uuid, story]));
  const resolved = (uuids: string[]) => uuids.flatMap((uuid) => byUuid.get(uuid) ?? []);
  const result: Record<string, unknown> = { rels: [], links: [] };

  const resolveRelations = params.get('resolve_relations');
  if (resolveRelations) {
    const uuids = relationUuids(found, resolveRelations).filter((uuid) => byUuid.has(uuid));
    if (uuids.length > INLINE_REFERENCE_LIMIT) result.rel_uuids = uuids;
    else result.rels = resolved(uuids);
  }

  const resolveLinks = params.get('resolve_links');
  if (resolveLinks && ['1', 'story', 'url', 'link'].includes(resolveLinks)) {
    const uuids = linkUuids(found).filter((uuid) => byUuid.has(uuid));
    if (uuids.length > INLINE_REFERENCE_LIMIT) result.link_uuids = uuids;
    else
      result.links = resolveLinks === 'story' ? resolved(uuids) : resolved(uuids).map(linkObject);
  }
  return result;
}

function findStory(stories: Story[], identifier: string, findBy: string | null): Story | undefined {
  if (findBy === 'uuid') return stories.find((story) => story.uuid === identifier);
  if (/^\d+$/.test(identifier)) return stories.find((story) => story.id === Number(identifier));
  const slug = identifier.replace(/\/+$/, '');
  return (
    stories.find((story) => story.full_slug === slug) ??
    stories.find((story) => story.full_slug === `${slug}/`)
  );
}

function answerStory(space: Space, identifier: string, params: URLSearchParams, cv: number) {
  const stories = storiesOfVersion(space, params.get('version'));
  const story = findStory(stories, identifier, params.get('find_by'));
  if (!story) return NOT_FOUND;
  return { status: 200, headers: {}, body: { story, cv, ...references([story], stories, params) } };
}

function answerStories(space: Space, params: URLSearchParams, cv: number): CdnResponse {
  const problem = storyQueryProblem(params);
  if (problem) return badRequest(problem);
  const all = storiesOfVersion(space, params.get('version'));
  const sorted = sortStories(filterStories(all, params), params.get('sort_by'));
  const { items, headers } = paginate(sorted, params);
  return { status: 200, headers, body: { stories: items, cv, ...references(items, all, params) } };
}

function answerLinks(space: Space, params: URLSearchParams, cv: number): CdnResponse {
  const version = params.get('version');
  const startsWith = params.get('starts_with') ?? '';
  const storyLinks = space.stories.flatMap(({ draft, published }) => {
    const story = version === 'draft' ? draft : published;
    if (!story) return [];
    const { id, uuid, full_slug, name, parent_id, is_startpage, position } = story;
    const published_ = published !== null;
    return [
      {
        id,
        uuid,
        slug: full_slug,
        name,
        published: published_,
        is_folder: false,
        parent_id,
        is_startpage,
        position,
        real_path: `/${full_slug}`,
      },
    ];
  });
  const folderLinks = space.folders.map(({ id, uuid, full_slug, name, parent_id }) => ({
    id,
    uuid,
    slug: full_slug,
    name,
    published: true,
    is_folder: true,
    parent_id,
    is_startpage: false,
    position: 0,
    real_path: `/${full_slug}`,
  }));
  const links = [...folderLinks, ...storyLinks]
    .filter((link) => link.slug.startsWith(startsWith))
    .sort((a, b) => a.slug.localeCompare(b.slug));
  const page =
    params.has('paginated') || params.has('per_page')
      ? paginate(links, params, 25, 1000)
      : {
          items: links,
          headers: { Total: String(links.length), 'Per-Page': String(links.length) },
        };
  return {
    status: 200,
    headers: page.headers,
    body: { links: Object.fromEntries(page.items.map((link) => [link.uuid, link])), cv },
  };
}

function answerDatasourceEntries(space: Space, params: URLSearchParams, cv: number): CdnResponse {
  const entries = space.datasources.get(params.get('datasource') ?? '');
  if (!entries) return NOT_FOUND;
  const { items, headers } = paginate(entries, params, 25, 1000);
  return { status: 200, headers, body: { datasource_entries: items, cv } };
}

function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Answers a Content Delivery API v2 request (`…/cdn/stories/about?version=draft`) from the
 * embedded space, with Storyblok's response shapes, paging headers and 404 body.
 */
export function answerCdnRequest(space: Space, url: URL, cv: number): CdnResponse {
  const path = decodedPath(url.pathname.replace(/^.*?\/cdn\//, ''));
  if (path === undefined) return badRequest('The path has a malformed percent-encoded character');
  const params = url.searchParams;
  if (path === 'stories' || path === 'stories/') return answerStories(space, params, cv);
  if (path.startsWith('stories/'))
    return answerStory(space, path.slice('stories/'.length), params, cv);
  if (path === 'links') return answerLinks(space, params, cv);
  if (path === 'datasource_entries') return answerDatasourceEntries(space, params, cv);
  return NOT_FOUND;
}
