import { z } from 'zod';
import { billFormats, type Customer, type CustomerUpdate } from '@/lib/gateway/contract/customer';

export const BILL_FORMAT_LABELS: Readonly<Record<(typeof billFormats)[number], string>> = {
  standard: 'Standard print',
  'large-print': 'Large print',
  braille: 'Braille',
  audio: 'Audio (a recording of each bill and letter)',
};

/** How bills and letters come, and what news we may send. */
export const preferencesSchema = z.object({
  billFormat: z.enum(billFormats, { error: 'Choose how you would like your bills' }),
  marketingConsent: z.boolean(),
  evMarketingConsent: z.boolean(),
});
export type PreferencesValues = z.output<typeof preferencesSchema>;

export const preferencesDefaults = (customer: Customer): PreferencesValues => ({
  billFormat: customer.billFormat,
  marketingConsent: customer.marketingConsent,
  evMarketingConsent: customer.evMarketingConsent,
});

export const preferencesUpdateFrom = (values: PreferencesValues): CustomerUpdate => values;

export function preferencesSavedWords(customer: Customer): string {
  const news = customer.marketingConsent
    ? 'we will send you news and offers'
    : 'we will not send you news or offers';
  return `Saved: your bills and letters will come in ${BILL_FORMAT_LABELS[customer.billFormat].toLowerCase()}, and ${news}.`;
}
