import * as z from 'zod/mini';
import { field } from '@/lib/content/field-kind';
import { optionalLongText } from '@/lib/content/fields';
import { blokBase } from '../block-definition';

export const tariffRatesTableSchema = z.extend(blokBase, {
  component: z.literal('tariff_rates_table'),
  /** Above the region picker: what the prices are and who they are for. */
  intro: optionalLongText,
  /** A Storyblok multi-option field. */
  tariffs: z._default(
    z.array(z.string()).check(
      field({
        description: 'The tariffs to show, by name as sold (e.g. So Flex); none shows them all',
      }),
    ),
    [],
  ),
});
export type TariffRatesTableBlok = z.infer<typeof tariffRatesTableSchema>;
