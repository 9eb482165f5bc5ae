import * as z from 'zod/mini';
import { assetSizeFields, cmsLinkSchema, lenientArray, optionalText } from '@/lib/content/fields';
import { safeImageSrc } from '@/lib/content/links';

const actionButtonSchema = z.object({
  label: z.string().check(z.trim(), z.minLength(1, 'Give the button a label')),
  link: z.optional(cmsLinkSchema),
});

/** Storyblok's asset field; an empty filename means no image. */
const bannerImageSchema = z.pipe(
  z.object({ filename: z.nullish(z.string()), alt: z.nullish(z.string()), ...assetSizeFields }),
  z.transform(({ filename, alt, width, height }) => {
    const src = safeImageSrc(filename);
    return src
      ? { filename: src, alt: alt ?? '', width: width ?? null, height: height ?? null }
      : undefined;
  }),
);

/**
 * The global banner's settings (SPEC §3), from the CMS. Parsing the output again gives the same
 * output, so page props can be re-checked.
 */
export const bannerConfigSchema = z.object({
  enabled: z._default(z.boolean(), false),
  /** 'YYYY-MM-DD' (optionally with a time, as Storyblok's date field gives); see isBannerVisible. */
  expiryDate: z.pipe(
    z.nullish(z.string()),
    z.transform((date) => date ?? ''),
  ),
  /** Paths the banner shows on; empty shows it everywhere. */
  pagesToShowOn: z.pipe(
    lenientArray(cmsLinkSchema, 'banner page link'),
    z.transform((links) => links.filter((link): link is string => link !== undefined)),
  ),
  variant: z.pipe(
    z.nullish(z.string()),
    z.transform((variant): 'review-site' | 'standard' =>
      variant === 'review-site' ? 'review-site' : 'standard',
    ),
  ),
  heading: z.string().check(z.trim(), z.minLength(1, 'The banner needs a heading')),
  /** Plain text shown by 'Find out more'; blank lines separate paragraphs. */
  dropdownContent: optionalText,
  bannerImage: z.optional(bannerImageSchema),
  actionButton: lenientArray(actionButtonSchema, 'banner action button'),
});
export type BannerConfig = z.infer<typeof bannerConfigSchema>;
