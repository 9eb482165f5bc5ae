import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { optionalText, richTextSchema } from '@/lib/content/fields';
import { blokBase, bloksField } from '../block-definition';
import { describedImageSchema, imageRatioSchema } from '../image/schema';

export const imageWithTextSchema = z.extend(blokBase, {
  component: z.literal('image_with_text'),
  image: describedImageSchema,
  image_position: z._default(
    z
      .enum(['left', 'right'])
      .check(
        field({ description: 'The side of the text the image sits on; phones show it above.' }),
      ),
    'left',
  ),
  ratio: z._default(imageRatioSchema, '4:3'),
  heading: optionalText,
  text: z.optional(richTextSchema),
  /** An optional call to action (button_link). */
  buttons: bloksField,
});
export type ImageWithTextBlok = z.infer<typeof imageWithTextSchema>;
