import { z } from 'zod';
import type { MoveOutRequest } from '@/lib/gateway/contract/move-out';
import {
  MOVE_OUT_DAYS_AFTER_TODAY,
  MOVE_OUT_DAYS_BEFORE_TODAY,
} from '@/lib/gateway/contract/move-out-timing';
import { addDays } from '@/lib/iso-date';
import {
  addAddressIssues,
  checkedAddress,
  EMPTY_ADDRESS_FIELDS,
  type PostalAddressFields,
} from '@/lib/postal-address-fields';

/** The moving date (as the date box gives it) and where the customer is going. */
export function moveOutSchema(today: string) {
  const earliest = addDays(today, -MOVE_OUT_DAYS_BEFORE_TODAY);
  const latest = addDays(today, MOVE_OUT_DAYS_AFTER_TODAY);
  return z
    .object({
      moveOutDate: z
        .string()
        .min(1, { error: 'Enter the day you move out' })
        .pipe(z.iso.date({ error: 'Enter the day you move out, like 30/04/2026' }))
        .refine((date) => date >= earliest, {
          error: `Your moving date can be at most ${MOVE_OUT_DAYS_BEFORE_TODAY} days ago. If you moved out earlier, please call us.`,
        })
        .refine((date) => date <= latest, {
          error: `Please tell us about your move no more than ${MOVE_OUT_DAYS_AFTER_TODAY} days before it.`,
        }),
      forwardingAddress: z.object({
        line1: z.string(),
        line2: z.string(),
        town: z.string(),
        postcode: z.string(),
      }),
    })
    .superRefine((values, context) =>
      addAddressIssues(checkedAddress(values.forwardingAddress), context, 'forwardingAddress'),
    );
}
export type MoveOutValues = z.output<ReturnType<typeof moveOutSchema>>;

export const moveOutDefaults = (): {
  moveOutDate: string;
  forwardingAddress: PostalAddressFields;
} => ({
  moveOutDate: '',
  forwardingAddress: EMPTY_ADDRESS_FIELDS,
});

export function moveOutRequestFrom(values: MoveOutValues): MoveOutRequest {
  // The schema has checked the address already.
  const checked = checkedAddress(values.forwardingAddress);
  if (!checked.success) throw checked.error;
  return { moveOutDate: values.moveOutDate, forwardingAddress: checked.data };
}
