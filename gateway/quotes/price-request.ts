import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { londonToday } from '@/lib/iso-date';
import { addressesAt } from '../addresses/address-register';
import { unprocessable } from '../http/http-error';
import type { CatalogueProduct } from '../pricing/catalogue';
import { quoteTariffs, type PricedQuote } from '../pricing/quote-tariffs';
import { REFERRAL_REWARD_PENCE } from '../referrals/reward';
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

interface QuoteDates {
  supplyStartDate: string;
  firstDdDate: string;
}

const HOUR_MS = 60 * 60 * 1000;
let datesThisHour: { hour: number; dates: QuoteDates } | undefined;

/**
 * A quote's supply start and first Direct Debit, from the day in London it is given. London's
 * day only ever changes on the hour (its offsets are whole hours), so they are worked out once an
 * hour.
 */
function datesAt(quotedAt: Date): QuoteDates {
  const hour = Math.floor(quotedAt.getTime() / HOUR_MS);
  if (datesThisHour?.hour !== hour) {
    const supplyStartDate = supplyStartFrom(londonToday(quotedAt));
    const firstDdDate = firstDirectDebitDate(supplyStartDate, null);
    datesThisHour = { hour, dates: { supplyStartDate, firstDdDate } };
  }
  return datesThisHour.dates;
}

/**
 * Quotes already priced from a catalogue (by identity: each version's products are a new
 * array) for homes of typical use, by what was priced: every such home asking alike gets the
 * same quotes. Quotes from a home's own kWh are priced each time: those are seldom asked for
 * twice, and keeping them would only fill the memory the shared ones live in.
 */
const pricedFrom = new WeakMap<readonly CatalogueProduct[], Map<string, PricedRequest>>();
const PRICED_KEPT = 500;

/** A request's quotes, cheapest first. */
export interface PricedRequest {
  quotes: readonly PricedQuote[];
  /** Whether other requests priced alike get these same quotes: then they are kept. */
  shared: boolean;
}

/**
 * Prices a prospect's request from its region's products as on the day it is quoted, cheapest
 * first: the same request, products and day always give the same quotes, in the same order.
 * Quotes may be shared between requests: copy them, never change them.
 */
export function priceRequest(
  request: ParsedQuoteRequest,
  products: readonly CatalogueProduct[],
  quotedAt: Date,
): PricedRequest {
  const dates = datesAt(quotedAt);
  const needs = supplyNeedsOf(request, homeOf(request));
  const includeEv = request.generateQuotesForEvTariffs;
  const price = (shared: boolean): PricedRequest => ({
    quotes: quoteTariffs(products, needs, {
      includeEv,
      ...dates,
      referralFeePounds: REFERRAL_REWARD_PENCE / 100,
    }),
    shared,
  });
  if (request.estimatedUsageType === 'EXACT_AMOUNT') return price(false);
  const key = JSON.stringify([needs, includeEv, dates.supplyStartDate]);
  let priced = pricedFrom.get(products);
  if (!priced) {
    priced = new Map();
    pricedFrom.set(products, priced);
  }
  let shared = priced.get(key);
  if (!shared) {
    shared = price(true);
    if (priced.size >= PRICED_KEPT) priced.clear();
    priced.set(key, shared);
  }
  return shared;
}
