import { z } from 'zod';
import type { Address } from '@/lib/gateway/contract/common';
import type { CustomerUpdate } from '@/lib/gateway/contract/customer';
import {
  addAddressIssues,
  checkedAddress,
  EMPTY_ADDRESS_FIELDS,
} from '@/lib/postal-address-fields';

/** Where letters and bills go: each home we supply, or an address the customer gives. */
export const lettersSchema = z
  .object({
    sendTo: z.enum(['supply', 'other'], { error: 'Choose where we should send letters' }),
    address: z.object({
      line1: z.string(),
      line2: z.string(),
      town: z.string(),
      postcode: z.string(),
    }),
  })
  .superRefine(
    (values, context) => {
      if (values.sendTo === 'other')
        addAddressIssues(checkedAddress(values.address), context, 'address');
    },
    { when: () => true },
  );
export type LettersValues = z.output<typeof lettersSchema>;

export function lettersDefaults(address: Address | null): z.input<typeof lettersSchema> {
  return address
    ? { sendTo: 'other', address: { ...address, line2: address.line2 ?? '' } }
    : { sendTo: 'supply', address: EMPTY_ADDRESS_FIELDS };
}

export function lettersUpdateFrom(values: LettersValues): CustomerUpdate {
  if (values.sendTo === 'supply') return { correspondenceAddress: null };
  // The schema has checked it already; a bad address is never sent as "none".
  const checked = checkedAddress(values.address);
  if (!checked.success) throw checked.error;
  return { correspondenceAddress: checked.data };
}

export const addressInWords = (address: Address) =>
  [address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ');
