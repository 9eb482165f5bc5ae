import * as z from 'zod/mini';
import { richTextSchema } from '@/lib/content/fields';
import { blokBase, nestedBloks } from '../block-definition';

export const accordionItemSchema = z.extend(blokBase, {
  component: z.literal('accordion_item'),
  title: z.string().check(z.minLength(1, 'Each question needs a title')),
  content: richTextSchema,
});
export type AccordionItemBlok = z.infer<typeof accordionItemSchema>;

export const accordionSchema = z.extend(blokBase, {
  component: z.literal('accordion'),
  heading: z.optional(z.string()),
  items: z.array(accordionItemSchema).check(z.minLength(1, 'Add at least one item'), nestedBloks),
});
export type AccordionBlok = z.infer<typeof accordionSchema>;
