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

interface WrittenTerms {
  /** The day's terms they were written with: the rest are the products'. */
  day: Pick<PricedQuote, 'supplyStartDate' | 'firstDdDate' | 'currentReferralFee'>;
  /** Their JSON members, without the braces. */
  members: string;
}

/**
 * The terms last written for each pair of products of a catalogue (by identity: one version's
 * products for one region of one database), written again when the day moves on.
 */
const termsWritten = new WeakMap<readonly CatalogueProduct[], Map<string, WrittenTerms>>();

const onTheDay = ({ day }: WrittenTerms, quote: PricedQuote) =>
  day.supplyStartDate === quote.supplyStartDate &&
  day.firstDdDate === quote.firstDdDate &&
  day.currentReferralFee === quote.currentReferralFee;

function termsMembersOf(quote: PricedQuote, products: readonly CatalogueProduct[]): string {
  let written = termsWritten.get(products);
  if (!written) {
    written = new Map();
    termsWritten.set(products, written);
  }
  const pair = `${quote.elecProductCode}/${quote.gasProductCode}`;
  const last = written.get(pair);
  if (last && onTheDay(last, quote)) return last.members;
  // `{` + members + `}` is the object.
  const members = writeTerms(quote).slice(1, -1);
  const { supplyStartDate, firstDdDate, currentReferralFee } = quote;
  written.set(pair, { day: { supplyStartDate, firstDdDate, currentReferralFee }, members });
  return members;
}

/**
 * A quote priced from `products` as the contract shapes it, as JSON from just after its opening
 * brace: what follows its id. Its terms are written once for every home quoted them; only its
 * figures are written for each, so a home that gives its own kWh costs little more than a
 * typical one.
 */
export function quoteJsonAfterId(
  quote: PricedQuote,
  products: readonly CatalogueProduct[],
): string {
  return `${termsMembersOf(quote, products)},${writeFigures(quote).slice(1)}`;
}
