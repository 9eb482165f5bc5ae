import { z } from 'zod';
import { safeHref } from './safe-href';

/** Storyblok's start page slug: its story link means the site root. */
const HOME_SLUG = 'home';

/** A Storyblok multilink field, as the CDN API returns it. */
const multilinkSchema = z.object({
  linktype: z.enum(['url', 'story', 'email', 'asset']).optional(),
  url: z.string().optional(),
  cached_url: z.string().optional(),
  email: z.string().optional(),
  anchor: z.string().optional(),
  story: z.object({ full_slug: z.string() }).optional(),
});
type Multilink = z.infer<typeof multilinkSchema>;

function storyPath(slug: string): string {
  const trimmed = slug.replace(/^\/+|\/+$/g, '');
  return trimmed === '' || trimmed === HOME_SLUG ? '/' : `/${trimmed}`;
}

function multilinkHref(link: Multilink): string {
  switch (link.linktype) {
    case 'email':
      return link.email ? `mailto:${link.email}` : '';
    case 'story': {
      const slug = link.story?.full_slug ?? link.cached_url ?? '';
      if (slug === '' && !link.anchor) return '';
      const path = slug === '' ? '' : storyPath(slug);
      return link.anchor ? `${path}#${link.anchor}` : path;
    }
    default:
      return link.url || link.cached_url || '';
  }
}

/**
 * A link from the CMS, given either as Storyblok's multilink object or as a plain href, parsed
 * into a safe href (undefined when empty or unsafe). Parsing the result again gives the same
 * result, so parsed data can be re-checked where it crosses another boundary (page props).
 */
export const cmsLinkSchema = z
  .union([z.string(), multilinkSchema])
  .transform((link) => safeHref(typeof link === 'string' ? link : multilinkHref(link)));
