import { z } from 'zod';

/** Optional CMS text: blank (as an empty Storyblok field is) means absent. */
export const optionalText = z
  .string()
  .optional()
  .transform((text) => text?.trim() || undefined);
