import { BLOG_FOLDER } from './blog-pages';

/** Pages whose URL carries one id after the story's own slug (SPEC §2). */
export const ID_ROUTES = ['CC33', 'elmo', 'r'] as const;

export type CmsRoute =
  | { kind: 'story'; slug: string; routeParam: string | null }
  | { kind: 'blog-list'; slug: string; page: number }
  | { kind: 'not-found' };

const ROUTE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;
const NOT_FOUND: CmsRoute = { kind: 'not-found' };

/** Which story (and which id or blog page) a URL path, split into segments, stands for. */
export function resolveRoute(segments: readonly string[]): CmsRoute {
  const [first, second, third, ...rest] = segments;
  if (first === undefined) return { kind: 'story', slug: 'home', routeParam: null };

  if ((ID_ROUTES as readonly string[]).includes(first) && second !== undefined) {
    if (third !== undefined || !ROUTE_ID.test(second)) return NOT_FOUND;
    return { kind: 'story', slug: first, routeParam: second };
  }

  if (first === 'blog') {
    if (second === undefined) return { kind: 'blog-list', slug: BLOG_FOLDER, page: 1 };
    if (second === 'page') {
      if (rest.length > 0) return NOT_FOUND;
      if (third === undefined) return { kind: 'blog-list', slug: BLOG_FOLDER, page: 1 };
      return PAGE_NUMBER.test(third)
        ? { kind: 'blog-list', slug: BLOG_FOLDER, page: Number(third) }
        : NOT_FOUND;
    }
  }

  if (segments.some((segment) => !/^[A-Za-z0-9_-]+$/.test(segment))) return NOT_FOUND;
  return { kind: 'story', slug: segments.join('/'), routeParam: null };
}
