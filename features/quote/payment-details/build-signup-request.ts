import type { SignupRequest } from '@/lib/gateway/contract/signups';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import type { JourneyState } from '../journey/journey-state';
import type { JourneySecrets } from '../journey/journey-store';
import { signupAttribution } from '../journey/signup-attribution';

/** The quote the prospect chose on select-tariff, if it is among the quotes held. */
export function chosenQuote(state: JourneyState): TariffQuote | null {
  return state.quotes?.items.find(({ quoteId }) => quoteId === state.chosenQuoteId) ?? null;
}

/**
 * The sign-up as the gateway takes it, from what the journey holds and the secrets typed in this
 * tab, with the link the prospect came by (a referral, a telesales agent, a partner); null while
 * anything it needs is missing (a reload loses the password and bank details).
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
  const request: SignupRequest = {
    quoteId: quote.quoteId,
    tariff: { elecProductCode: quote.elecProductCode, gasProductCode: quote.gasProductCode },
    personalDetails: { ...personalDetails, password },
    supplyAddress: { uprn: address.uprn },
    billingAddress: state.billingAddress,
    payment: { ...payment, sortCode, accountNumber },
  };
  const attribution = signupAttribution(state.entry);
  return attribution ? { ...request, attribution } : request;
}
