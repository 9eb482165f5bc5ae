import * as z from 'zod/mini';
import { optionalLongText, optionalText } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

/** A postcode field that starts a quote: it opens /energy/quote with the postcode filled in. */
export const quoteStarterSchema = z.extend(blokBase, {
  component: z.literal('quote_starter'),
  heading: optionalText,
  text: optionalLongText,
  label: z._default(z.string().check(z.minLength(1, 'Give the field a label')), 'Your postcode'),
  hint: optionalText,
  button_label: z._default(
    z.string().check(z.minLength(1, 'Give the button a label')),
    'Get a quote',
  ),
  background: z._default(z.enum(['default', 'surface', 'brand']), 'surface'),
});
export type QuoteStarterBlok = z.infer<typeof quoteStarterSchema>;
