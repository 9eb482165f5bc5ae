import * as z from 'zod/mini';
import { field } from './field-kind';
import { longText, optionalAssetSchema } from './fields';
import { safeImageSrc } from './links';
import type { Story } from './story';

/** The SEO fields every routable story's root blok has. */
export const seoFields = {
  seo_title: z.optional(z.string().check(field({ title: 'SEO title' }))),
  seo_description: z.optional(longText.check(field({ title: 'SEO description' }))),
  og_image: optionalAssetSchema.check(field({ title: 'Image when shared' })),
  noindex: z.optional(z.boolean().check(field({ title: 'Hide from search engines' }))),
};

const seoContentSchema = z.looseObject({
  ...seoFields,
  title: z.optional(z.string()),
  excerpt: z.optional(z.string()),
});

export interface Seo {
  title: string;
  description: string | null;
  canonical: string;
  ogImage: string | null;
  noindex: boolean;
}

export const SITE_NAME = 'So Energy';

/** Title, description, canonical URL and Open Graph image of a story served at `path`. */
export function buildSeo(story: Story, path: string, siteUrl: string): Seo {
  const content = seoContentSchema.safeParse(story.content).data ?? seoContentSchema.parse({});
  const image = safeImageSrc(content.og_image?.filename);
  return {
    title: content.seo_title || `${content.title ?? story.name} | ${SITE_NAME}`,
    description: content.seo_description || content.excerpt || null,
    canonical: `${siteUrl}${path}`,
    ogImage: image && (image.startsWith('/') ? `${siteUrl}${image}` : image),
    noindex: content.noindex ?? false,
  };
}
