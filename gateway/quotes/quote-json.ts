import { tariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { jsonWriterFor } from '../http/json-writer';
import type { CatalogueProduct } from '../pricing/catalogue';
import type { PricedQuote } from '../pricing/quote-tariffs';

/**
 * A quote's terms: what its products (as one catalogue prices them) and the day it is given
 * decide, the same for every home quoted them. The rest are the home's own figures.
 */
const TERMS = {
  tariffName: true,
  shortTariffName: true,
  rate: true,
  tariffLengthInMonths: true,
  payment: true,
  fuelType: true,
  elecProductType: true,
  tariffType: true,
  elecStandingChargeInPence: true,
  gasCostPerKwhInPence: true,
  gasStandingChargeInPence: true,
  earlyExitFeePerFuelInPounds: true,
  supplyStartDate: true,
  firstDdDate: true,
  otherDetails: true,
  currentReferralFee: true,
  elecProductCode: true,
  gasProductCode: true,
} as const;

const pricedQuote = tariffQuote.omit({ quoteId: true });
const writeTerms = jsonWriterFor(pricedQuote.pick(TERMS));
const writeFigures = jsonWriterFor(pricedQuote.omit(TERMS));

/** What decides a quote's terms within one catalogue: its products, the day and the reward. */
const termsKey = (quote: PricedQuote) =>
  `${quote.elecProductCode}/${quote.gasProductCode}/${quote.supplyStartDate}/` +
  `${quote.firstDdDate}/${quote.currentReferralFee}`;

/**
 * Terms already written, per catalogue (by identity: one version's products for one region of
 * one database): a few dozen for each day the catalogue is quoted from.
 */
const termsWritten = new WeakMap<readonly CatalogueProduct[], Map<string, string>>();
const TERMS_KEPT = 1_000;

/** JSON members without their braces: `{` + members + `}` is the object. */
const membersOf = (json: string) => json.slice(1, -1);

/**
 * A quote priced from `products` as the contract shapes it, as JSON members without the braces
 * (and without its id). Its terms are written once for every home quoted them; only its figures
 * are written for each, so a home that gives its own kWh costs little more than a typical one.
 */
export function quoteMembersJson(
  quote: PricedQuote,
  products: readonly CatalogueProduct[],
): string {
  let written = termsWritten.get(products);
  if (!written) {
    written = new Map();
    termsWritten.set(products, written);
  }
  const key = termsKey(quote);
  let terms = written.get(key);
  if (terms === undefined) {
    terms = membersOf(writeTerms(quote));
    if (written.size >= TERMS_KEPT) written.clear();
    written.set(key, terms);
  }
  return `${terms},${membersOf(writeFigures(quote))}`;
}
