import * as z from 'zod/mini';
import { optionalText, richTextSchema } from '@/lib/content/fields';
import { blokBase, bloksField } from '../block-definition';
import { describedImageSchema, imageRatioSchema } from '../image/schema';

export const imageWithTextSchema = z.extend(blokBase, {
  component: z.literal('image_with_text'),
  image: describedImageSchema,
  /** Which side the image sits on from 768 px; on phones it is always above the text. */
  image_position: z._default(z.enum(['left', 'right']), 'left'),
  ratio: z._default(imageRatioSchema, '4:3'),
  heading: optionalText,
  text: z.optional(richTextSchema),
  /** An optional call to action (button_link). */
  buttons: bloksField,
});
export type ImageWithTextBlok = z.infer<typeof imageWithTextSchema>;
