import type { Story } from '../story';
import { matchesWildcard, MAX_WILDCARD_PATTERN_LENGTH } from './wildcard';

/** Storyblok's story-list filters, applied to the stories of one version. */

type Value = unknown;

function contentField(story: Story, field: string): Value {
  return (story.content as Record<string, Value>)[field];
}

function storyField(story: Story, field: string): Value {
  if (field.startsWith('content.')) return contentField(story, field.slice('content.'.length));
  return (story as unknown as Record<string, Value>)[field];
}

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const isEmpty = (value: Value) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

function matchesIs(value: Value, expected: string): boolean {
  switch (expected) {
    case 'true':
      return value === true || value === 'true';
    case 'false':
      return value === false || value === 'false' || value === undefined;
    case 'empty':
      return isEmpty(value);
    case 'not_empty':
      return !isEmpty(value);
    case 'null':
      return value === null || value === undefined;
    case 'not_null':
      return value !== null && value !== undefined;
    case 'empty_array':
      return Array.isArray(value) && value.length === 0;
    case 'not_empty_array':
      return Array.isArray(value) && value.length > 0;
    default:
      return String(value) === expected;
  }
}

function matchesFilter(value: Value, operation: string, operand: string): boolean {
  const values = Array.isArray(value) ? value.map(String) : [String(value ?? '')];
  switch (operation) {
    case 'is':
      return matchesIs(value, operand);
    case 'in':
      return list(operand).some((item) => values.includes(item));
    case 'not_in':
      return !list(operand).some((item) => values.includes(item));
    case 'like':
      return values.some((item) => matchesWildcard(operand, item));
    case 'not_like':
      return !values.some((item) => matchesWildcard(operand, item));
    case 'any_in_array':
      return list(operand).some((item) => values.includes(item));
    case 'all_in_array':
      return list(operand).every((item) => values.includes(item));
    default:
      return false;
  }
}

const FILTER_QUERY = /^filter_query\[([^\]]+)\]\[([^\]]+)\]$/;
const SLUG_PATTERN_LISTS = ['by_slugs', 'excluding_slugs'];

function wildcardPatternsOf(key: string, value: string): string[] {
  if (SLUG_PATTERN_LISTS.includes(key)) return list(value);
  const operation = FILTER_QUERY.exec(key)?.[2];
  return operation === 'like' || operation === 'not_like' ? [value] : [];
}

/** Why a story-list query cannot be answered (a wildcard pattern too long), if it cannot. */
export function storyQueryProblem(params: URLSearchParams): string | undefined {
  for (const [key, value] of params.entries()) {
    if (
      wildcardPatternsOf(key, value).some((pattern) => pattern.length > MAX_WILDCARD_PATTERN_LENGTH)
    ) {
      return `${key}: a pattern may be at most ${MAX_WILDCARD_PATTERN_LENGTH} characters long`;
    }
  }
  return undefined;
}

export function filterStories(stories: Story[], params: URLSearchParams): Story[] {
  const startsWith = params.get('starts_with');
  const uuids = params.get('by_uuids');
  const slugs = params.get('by_slugs');
  const excluded = list(params.get('excluding_slugs') ?? '');
  const startpage = params.get('is_startpage');
  const tags = params.get('with_tag');
  const filters = [...params.entries()].flatMap(([key, operand]) => {
    const match = FILTER_QUERY.exec(key);
    return match ? [{ field: match[1] ?? '', operation: match[2] ?? '', operand }] : [];
  });

  return stories.filter(
    (story) =>
      (!startsWith || story.full_slug.startsWith(startsWith)) &&
      (!uuids || list(uuids).includes(story.uuid)) &&
      (!slugs || list(slugs).some((slug) => matchesWildcard(slug, story.full_slug))) &&
      !excluded.some((pattern) => matchesWildcard(pattern, story.full_slug)) &&
      (startpage === null || story.is_startpage === (startpage === 'true' || startpage === '1')) &&
      (!tags || list(tags).some((tag) => story.tag_list.includes(tag))) &&
      filters.every(({ field, operation, operand }) =>
        matchesFilter(contentField(story, field), operation, operand),
      ),
  );
}

function compare(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** `sort_by=field:asc|desc` (a story attribute or `content.field`); default: position, then id. */
export function sortStories(stories: Story[], sortBy: string | null): Story[] {
  const [field = 'position', direction = 'asc'] = (sortBy ?? '').split(':');
  const sign = direction === 'desc' ? -1 : 1;
  return [...stories].sort(
    (a, b) => sign * compare(storyField(a, field), storyField(b, field)) || a.id - b.id,
  );
}
