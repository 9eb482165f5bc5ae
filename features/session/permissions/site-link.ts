const SITE = 'https://site.invalid';

export interface SiteLink {
  /** Without a trailing slash. */
  path: string;
  query: URLSearchParams;
}

/** A link's path and query when it leads within this site; null for other sites. */
export function siteLink(href: string): SiteLink | null {
  const url = new URL(href, SITE);
  if (url.origin !== SITE) return null;
  return { path: url.pathname.replace(/(.)\/$/, '$1'), query: url.searchParams };
}
