import type { SignupRequest } from '@/lib/gateway/contract/signups';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import type { EntryParams, JourneyState } from '../journey/journey-state';
import type { JourneySecrets } from '../journey/journey-store';

/** The quote the prospect chose on select-tariff, if it is among the quotes held. */
export function chosenQuote(state: JourneyState): TariffQuote | null {
  return state.quotes?.items.find(({ quoteId }) => quoteId === state.chosenQuoteId) ?? null;
}

/**
 * The one place where the way the prospect came (a referral, a telesales agent, a partner) joins
 * the sign-up. Empty until the sign-up contract takes those fields (issue 14 item 3's migration):
 * then map `entry` to them here.
 */
function attribution(_entry: EntryParams): Record<never, never> {
  return {};
}

/**
 * The sign-up as the gateway takes it, from what the journey holds and the secrets typed in this
 * tab; null while anything it needs is missing (a reload loses the password and bank details).
 */
export function buildSignupRequest(
  state: JourneyState,
  secrets: JourneySecrets,
): SignupRequest | null {
  const quote = chosenQuote(state);
  const { address, personalDetails, payment } = state;
  const { password, sortCode, accountNumber } = secrets;
  if (!quote || !address || !personalDetails || !payment) return null;
  if (password === null || sortCode === null || accountNumber === null) return null;
  return {
    quoteId: quote.quoteId,
    tariff: { elecProductCode: quote.elecProductCode, gasProductCode: quote.gasProductCode },
    personalDetails: { ...personalDetails, password },
    supplyAddress: { uprn: address.uprn },
    billingAddress: state.billingAddress,
    payment: { ...payment, sortCode, accountNumber },
    ...attribution(state.entry),
  };
}
