/** The URL path a story is served at: `home` is `/`, a folder start page `blog/` is `/blog`. */
export function storyPath(fullSlug: string): string {
  const slug = fullSlug.replace(/\/+$/, '');
  return slug === 'home' || slug === '' ? '/' : `/${slug}`;
}
