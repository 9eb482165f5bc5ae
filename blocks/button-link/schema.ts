import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { multilinkSchema } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

export const buttonLinkSchema = z.extend(blokBase, {
  component: z.literal('button_link'),
  label: z.string().check(z.minLength(1, 'Give the button a label')),
  link: multilinkSchema,
  variant: z._default(z.enum(['primary', 'secondary']), 'primary'),
  /**
   * On `/CC33/{id}`, `/elmo/{id}` and `/r/{id}`, pass the id on as this query parameter
   * (e.g. `referral`), so the journey the button opens knows who sent the visitor. Empty, as
   * Storyblok and the editor send a text field left blank, means none.
   */
  carry_route_id: z.optional(
    z.string().check(
      z.regex(/^(?:[a-z][a-z_]*)?$/, 'Use a lower-case query parameter name, e.g. referral'),
      field({
        title: "Pass the page's id on as",
        description:
          'On /r/{id} and the partner pages, e.g. referral: the journey learns who sent the visitor',
      }),
    ),
  ),
});
export type ButtonLinkBlok = z.infer<typeof buttonLinkSchema>;
