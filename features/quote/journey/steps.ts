import { QUOTE_VALID_DAYS } from '@/lib/gateway/contract/quote-figures';
import type { JourneyState } from './journey-state';
import type { JourneySecrets } from './journey-store';
import { quoteEndsAt } from './quote-hold';

/** The quote-and-switch steps in order (docs/architecture.md "A quote": prices first). */
export const JOURNEY_STEPS = [
  { id: 'quote', path: '/energy/quote' },
  { id: 'select-tariff', path: '/energy/quote/select-tariff' },
  { id: 'personal-details', path: '/energy/quote/personal-details' },
  { id: 'payment-details', path: '/energy/quote/payment-details' },
  { id: 'sign-up-complete', path: '/energy/quote/sign-up-complete' },
] as const;

export type JourneyStepId = (typeof JOURNEY_STEPS)[number]['id'];

export function stepPath(step: JourneyStepId): string {
  return JOURNEY_STEPS.find(({ id }) => id === step)?.path ?? JOURNEY_STEPS[0].path;
}

/** Whether the prospect has finished a step, given what the journey holds in this tab. */
export function isStepFinished(
  step: JourneyStepId,
  state: JourneyState,
  secrets: JourneySecrets,
): boolean {
  if (state.signup) return true;
  switch (step) {
    case 'quote':
      return state.answers !== null && state.address !== null && state.quotes !== null;
    case 'select-tariff':
      return state.quotes?.items.some(({ quoteId }) => quoteId === state.chosenQuoteId) ?? false;
    case 'personal-details':
      return state.personalDetails !== null && secrets.password !== null;
    case 'payment-details':
      return state.payment !== null && secrets.sortCode !== null && secrets.accountNumber !== null;
    case 'sign-up-complete':
      return false;
  }
}

/**
 * The step to show when `requested` is opened: itself when every step before it is finished,
 * otherwise the first step the prospect has not finished. Once signed up, only the
 * confirmation is shown (the sign-up cannot be made twice).
 */
export function stepToShow(
  requested: JourneyStepId,
  state: JourneyState,
  secrets: JourneySecrets,
): JourneyStepId {
  if (state.signup) return 'sign-up-complete';
  for (const { id } of JOURNEY_STEPS) {
    if (id === requested || !isStepFinished(id, state, secrets)) return id;
  }
  return requested;
}

/** Whether quotes priced at `pricedAt` (ISO instant) can no longer be signed up to at `now`. */
export function isQuoteStale(pricedAt: string, now: Date, validDays = QUOTE_VALID_DAYS): boolean {
  const endsAt = quoteEndsAt(pricedAt, validDays);
  return Number.isNaN(endsAt) || now.getTime() >= endsAt;
}
