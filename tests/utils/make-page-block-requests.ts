import { createKeyedHash } from '@/gateway/auth/keyed-hash';
import { ratingCodeOf } from '@/gateway/feedback/rating-links';
import { TEST_JWT_SECRET } from '@/tests/gateway/test-gateway';
import type { ContactRequest } from '@/lib/gateway/contract/contact';
import type { EvReminderRequest } from '@/lib/gateway/contract/ev-reminders';
import type { SwitchRatingRequest } from '@/lib/gateway/contract/feedback';
import type { VoteRequest } from '@/lib/gateway/contract/votes';

/** Bodies for the page blocks' gateway calls, valid on the test gateway's day (15 March 2026). */

export function makeEvReminderRequest(overrides: Partial<EvReminderRequest> = {}) {
  return {
    email: 'sol@example.com',
    remindOn: '2026-09-01',
    consent: true,
    ...overrides,
  } satisfies EvReminderRequest;
}

let voters = 0;
/** A random-looking browser id, different on every call. */
export function makeClientId(): string {
  voters += 1;
  return `browser-${String(voters).padStart(4, '0')}-0123456789`;
}

export function makeVoteRequest(overrides: Partial<VoteRequest> = {}) {
  return { optionId: 'onshore-wind', voterId: makeClientId(), ...overrides } satisfies VoteRequest;
}

export function makeContactRequest(overrides: Partial<ContactRequest> = {}) {
  return {
    name: 'Sol Ade',
    email: 'sol@example.com',
    accountNumber: '',
    topic: 'billing',
    message: 'Please could you send me a copy of my February bill? I cannot find it in my account.',
    website: '',
    clientId: makeClientId(),
    ...overrides,
  } satisfies ContactRequest;
}

/** The code of an account's rating link, as the test gateway signs it. */
export const ratingCodeFor = (accountNumber: string) =>
  ratingCodeOf(createKeyedHash(TEST_JWT_SECRET), accountNumber);

/** Alex's account (40318275) is a seeded switch: the code of his welcome email's rating link. */
export const ALEX_RATING_CODE = ratingCodeFor('40318275');

export function makeSwitchRatingRequest(overrides: Partial<SwitchRatingRequest> = {}) {
  return { reference: ALEX_RATING_CODE, stars: 4, ...overrides } satisfies SwitchRatingRequest;
}
