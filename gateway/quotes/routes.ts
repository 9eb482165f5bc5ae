import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { createQuotes } from '@/lib/gateway/contract/quotes';
import { addressesAt } from '../addresses/address-register';
import { placeOf } from '../addresses/regions';
import { londonToday } from '@/lib/iso-date';
import { unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { productsOnSaleIn } from '../pricing/catalogue';
import { quoteTariffs } from '../pricing/quote-tariffs';
import { REFERRAL_REWARD_PENCE } from '../referrals/reward';
import { storeQuotes } from './quote-store';
import { firstDirectDebitDate, supplyStartFrom } from './supply-dates';
import { supplyNeedsOf, type ParsedQuoteRequest } from './supply-needs';

/** The register's home for the request's MPAN and MPRN, which must be at its postcode. */
function homeOf(request: ParsedQuoteRequest): SupplyAddress | null {
  if (!request.mpan && !request.mprn) return null;
  const homes = addressesAt(request.postcode);
  const byMpan = request.mpan ? homes.find((home) => home.mpan === request.mpan) : undefined;
  const byMprn = request.mprn ? homes.find((home) => home.mprn === request.mprn) : undefined;
  if (request.mpan && !byMpan) {
    throw unprocessable(
      `That MPAN is not at ${request.postcode}. Please choose your address again.`,
      'body.mpan',
    );
  }
  if (request.mprn && (!byMprn || (byMpan && byMpan !== byMprn))) {
    throw unprocessable(
      `That MPRN is not at this address. Please choose your address again.`,
      'body.mprn',
    );
  }
  const home = byMpan ?? byMprn ?? null;
  if (home && home.mprn === null && request.fuelType !== 'ELECTRICITY_ONLY') {
    throw unprocessable(
      'This home has no gas supply, so please ask for an electricity-only quote.',
      'body.fuelType',
    );
  }
  return home;
}

export function quoteRoutes(router: GatewayRouter): void {
  router.add(createQuotes, ({ body, deps }) => {
    const place = placeOf(body.postcode);
    if (place.kind === 'not-supplied') throw unprocessable(place.message, 'body.postcode');
    if (place.kind === 'non-geographic') {
      throw unprocessable(
        'We supply homes only. Please enter the postcode of a home.',
        'body.postcode',
      );
    }
    const now = deps.now();
    const supplyStartDate = supplyStartFrom(londonToday(now));
    const priced = quoteTariffs(
      productsOnSaleIn(deps.db, place.region.id),
      supplyNeedsOf(body, homeOf(body)),
      {
        includeEv: body.generateQuotesForEvTariffs,
        supplyStartDate,
        firstDdDate: firstDirectDebitDate(supplyStartDate, null),
        referralFeePounds: REFERRAL_REWARD_PENCE / 100,
      },
    );
    return storeQuotes(deps.db, body, place.region.id, priced, now);
  });
}
