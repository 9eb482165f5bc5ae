import { storyPath } from './story-path';

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export interface SafeLink {
  href: string;
  /** Absolute http(s) links leave the site: they get rel="noopener noreferrer". */
  external: boolean;
}

/**
 * Only http(s), mailto:, tel:, site-relative paths (`/…`), `?query` and `#anchors` survive.
 * Anything else is refused: javascript:, data:, vbscript:, protocol-relative `//host` and its
 * backslash twin `/\host`, and bare words (an editor's typo, not a link).
 */
export function safeLink(raw: string | null | undefined): SafeLink | null {
  const href = raw?.trim();
  if (!href) return null;
  if (href.startsWith('#') || href.startsWith('?')) return { href, external: false };
  if (href.startsWith('/')) return /^\/[/\\]/.test(href) ? null : { href, external: false };
  if (!HAS_SCHEME.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null;
  return { href, external: url.protocol === 'http:' || url.protocol === 'https:' };
}

const withAnchor = (path: string, anchor: string | null | undefined) =>
  anchor ? `${path}#${encodeURIComponent(anchor)}` : path;

export interface LinkTarget {
  linktype?: string | null;
  url?: string | null;
  cached_url?: string | null;
  email?: string | null;
  anchor?: string | null;
  story?: { full_slug?: string | null } | null;
}

/** A Storyblok multilink or rich-text link as a safe href, or null when it goes nowhere safe. */
export function resolveLink(link: LinkTarget): SafeLink | null {
  switch (link.linktype) {
    case 'email': {
      const address = (link.email || link.url || '').replace(/^mailto:/i, '').trim();
      return address ? safeLink(`mailto:${address}`) : null;
    }
    case 'story': {
      const slug = link.story?.full_slug ?? link.cached_url ?? link.url;
      if (slug === null || slug === undefined)
        return link.anchor ? safeLink(`#${link.anchor}`) : null;
      const path = /^[a-z][a-z0-9+.-]*:/i.test(slug) ? slug : storyPath(slug.replace(/^\//, ''));
      return safeLink(withAnchor(path, link.anchor));
    }
    default:
      return safeLink(withAnchor(link.url || link.cached_url || '', link.anchor));
  }
}

/** Images come only from the site itself or over https. */
export function safeImageSrc(src: string | null | undefined): string | null {
  const link = safeLink(src);
  if (!link || link.href.startsWith('#')) return null;
  return !link.external || link.href.startsWith('https:') ? link.href : null;
}
