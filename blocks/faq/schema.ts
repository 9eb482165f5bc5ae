import * as z from 'zod/mini';
import { optionalText } from '@/lib/content/fields';
import { accordionItemSchema } from '../accordion/schema';
import { blokBase, nestedBloks } from '../block-definition';

/** Questions (accordion items) and answers, published to search engines as an FAQPage. */
export const faqSchema = z.extend(blokBase, {
  component: z.literal('faq'),
  heading: optionalText,
  items: z
    .array(accordionItemSchema)
    .check(z.minLength(1, 'Add at least one question'), nestedBloks),
});
export type FaqBlok = z.infer<typeof faqSchema>;
