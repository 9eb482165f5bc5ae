import * as z from 'zod/mini';
import { richTextSchema } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

export const richTextBlockSchema = z.extend(blokBase, {
  component: z.literal('rich_text'),
  text: richTextSchema,
});
export type RichTextBlok = z.infer<typeof richTextBlockSchema>;
