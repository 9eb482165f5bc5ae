import type { z } from 'zod';
import { nameChangeRequestInput, type NameChangeReason } from '@/lib/gateway/contract/customer';

export const NAME_CHANGE_REASON_LABELS: Readonly<Record<NameChangeReason, string>> = {
  marriage: 'Marriage or civil partnership',
  divorce: 'Divorce or the end of a civil partnership',
  'deed-poll': 'Deed poll',
  correction: 'Your name is spelt wrongly on your account',
  other: 'Something else',
};

/** The request form: the contract's own rules, with the reason's radios empty at first. */
export const nameChangeSchema = nameChangeRequestInput;
export type NameChangeValues = z.input<typeof nameChangeSchema>;

export const NAME_CHANGE_DEFAULTS = { firstName: '', lastName: '', details: '' };
