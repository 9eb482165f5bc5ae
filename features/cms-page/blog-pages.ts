export const BLOG_FOLDER = 'blog/';
export const POSTS_PER_PAGE = 10;

/** Newest first, by when each post was first published. */
export const BLOG_SORT = 'first_published_at:desc';

/** The path of a page of the blog list: page 1 is `/blog`. */
export function blogPagePath(page: number): string {
  return page <= 1 ? '/blog' : `/blog/page/${page}`;
}

export function blogPageCount(totalPosts: number): number {
  return Math.max(1, Math.ceil(totalPosts / POSTS_PER_PAGE));
}
