import * as z from 'zod/mini';
import { optionalLongText } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

export const tariffRatesTableSchema = z.extend(blokBase, {
  component: z.literal('tariff_rates_table'),
  /** Above the region picker: what the prices are and who they are for. */
  intro: optionalLongText,
  /**
   * The tariffs to show, by name as sold (e.g. "So Flex"); empty shows every tariff on sale.
   * A Storyblok multi-option field.
   */
  tariffs: z._default(z.array(z.string()), []),
});
export type TariffRatesTableBlok = z.infer<typeof tariffRatesTableSchema>;
