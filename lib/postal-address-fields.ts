import type { z } from 'zod';
import { postalAddressInput } from './gateway/contract/common';

/** An address as a form's four text boxes hold it. */
export interface PostalAddressFields {
  line1: string;
  line2: string;
  town: string;
  postcode: string;
}

export const EMPTY_ADDRESS_FIELDS: PostalAddressFields = {
  line1: '',
  line2: '',
  town: '',
  postcode: '',
};

/** The boxes checked by the contract's postal address (line 2 left out when empty). */
export function checkedAddress({ line2, ...address }: PostalAddressFields) {
  return postalAddressInput.safeParse({ ...address, line2: line2 || undefined });
}

/** Puts the contract's message for each bad box beside it, under the form's `field`. */
export function addAddressIssues(
  checked: ReturnType<typeof checkedAddress>,
  context: z.RefinementCtx,
  field: string,
) {
  for (const issue of checked.error?.issues ?? []) {
    context.addIssue({ code: 'custom', message: issue.message, path: [field, ...issue.path] });
  }
}
