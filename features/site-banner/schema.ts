import { z } from 'zod';
import { cmsLinkSchema } from '@/lib/links/cms-link';
import { safeHref } from '@/lib/links/safe-href';
import { lenientArray } from '@/lib/schema/lenient-array';
import { optionalText } from '@/lib/schema/optional-text';

const actionButtonSchema = z.object({
  label: z.string().trim().min(1),
  link: cmsLinkSchema.optional(),
});

/** Storyblok's asset field; an empty filename means no image. */
const bannerImageSchema = z
  .object({ filename: z.string().nullish(), alt: z.string().nullish() })
  .transform(({ filename, alt }) => {
    const src = filename ? safeHref(filename) : undefined;
    return src ? { filename: src, alt: alt ?? '' } : undefined;
  });

/**
 * The global banner's settings (SPEC §3), from the CMS. Parsing the output again gives the same
 * output, so page props can be re-checked.
 */
export const bannerConfigSchema = z.object({
  enabled: z.boolean().default(false),
  /** 'YYYY-MM-DD' (optionally with a time, as Storyblok's date field gives); see isBannerVisible. */
  expiryDate: z
    .string()
    .nullish()
    .transform((date) => date ?? ''),
  /** Paths the banner shows on; empty shows it everywhere. */
  pagesToShowOn: lenientArray(cmsLinkSchema, 'banner page link').transform((links) =>
    links.filter((link): link is string => link !== undefined),
  ),
  variant: z
    .string()
    .nullish()
    .transform((variant) => (variant === 'review-site' ? 'review-site' : 'standard')),
  heading: z.string().trim().min(1),
  /** Plain text shown by 'Find out more'; blank lines separate paragraphs. */
  dropdownContent: optionalText,
  bannerImage: bannerImageSchema.optional(),
  actionButton: lenientArray(actionButtonSchema, 'banner action button'),
});
export type BannerConfig = z.infer<typeof bannerConfigSchema>;
