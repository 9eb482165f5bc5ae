import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { registrationPlate } from '@/lib/gateway/contract/vehicles';
import { buildQuoteRequest, type QuoteAnswers } from '@/lib/gateway/quote-request';
import {
  checkEvTariffEligibility,
  checkVehicleIsEv,
  getAddresses,
  getQuotes,
} from '@/lib/gateway/quotes';
import type { EvCheck } from './ev-section';

/**
 * The quote step's calls to the gateway, with the contract's schemas that check them. The step
 * imports this module when the visitor turns to its form or it looks up a postcode it was
 * given, so its first load carries no classic zod.
 */

export { getAddresses };

/** The registration as the vehicle check reads it: capitals, no spaces. */
export const normalisedPlate = (typed: string) => registrationPlate.parse(typed);

/** The vehicle register and the meter, asked together for the EV tariff. */
export async function checkEv(plate: string, address: SupplyAddress): Promise<EvCheck> {
  const [vehicle, eligibility] = await Promise.all([
    checkVehicleIsEv(plate),
    checkEvTariffEligibility(address.mpan),
  ]);
  return { registrationPlate: plate, vehicle, eligibility };
}

/** Every tariff's price for the answers, cheapest first. */
export const priceQuotes = (answers: QuoteAnswers) => getQuotes(buildQuoteRequest(answers));
