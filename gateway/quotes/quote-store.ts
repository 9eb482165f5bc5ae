import { z } from 'zod';
import { QUOTE_VALID_DAYS } from '@/lib/gateway/contract/quote-figures';
import { tariffQuote, type TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { placeOf } from '../addresses/regions';
import type { KeyedHash } from '../auth/keyed-hash';
import { execute, inTransaction, queryOne, type Executor } from '../db/sql';
import { ShapedJson } from '../http/shaped-json';
import { productsQuotedIn, type CatalogueProduct } from '../pricing/catalogue';
import type { PricedQuote } from '../pricing/quote-tariffs';
import { priceRequest, type PricedRequest } from './price-request';
import { quoteDescribedBy, quoteIdsFor, type QuotedRequest } from './quote-ids';
import { quoteJsonAfterId } from './quote-json';

const DAY_MS = 86_400_000;

/** The request a quote answers, as sign-up needs it. */
export const requestKept = z.object({
  fuelType: z.enum(['DUAL_FUEL', 'ELECTRICITY_ONLY', 'GAS_ONLY']),
  hasEconomySevenMeter: z.boolean(),
  mpan: z.string().nullable(),
  mprn: z.string().nullable(),
});
type RequestKept = z.infer<typeof requestKept>;

/** A prospect's quote as it was given, and what sign-up checks it against. */
export interface GivenQuote {
  quote: TariffQuote;
  requestId: string;
  postcode: string;
  regionId: number;
  request: RequestKept;
  quotedAt: string;
  expiresAt: string;
}

const expiryOf = (quotedAt: Date) => new Date(quotedAt.getTime() + QUOTE_VALID_DAYS * DAY_MS);
const yearlyPenceOf = (quote: PricedQuote) => Math.round(quote.costPerYearInPounds * 100);

/**
 * Each quote's JSON as the contract shapes it, from just after its id: kept for the quotes
 * shared by every request priced alike, written for its request alone otherwise.
 */
const afterIdsWritten = new WeakMap<PricedRequest, readonly string[]>();

function jsonAfterIdsOf(
  priced: PricedRequest,
  products: readonly CatalogueProduct[],
): readonly string[] {
  const write = () => priced.quotes.map((quote) => quoteJsonAfterId(quote, products));
  // Keeping what dies with its request would only give the collector more to do.
  if (!priced.shared) return write();
  let afterIds = afterIdsWritten.get(priced);
  if (afterIds === undefined) {
    afterIds = write();
    afterIdsWritten.set(priced, afterIds);
  }
  return afterIds;
}

/**
 * Gives each quote of a request, priced from `products`, its id, which describes it: nothing is
 * stored until a tariff is chosen (issue 19). The answer is shaped already, each quote by the
 * contract's schema.
 */
export function identifyQuotes(
  keyedHash: KeyedHash,
  quoted: QuotedRequest,
  priced: PricedRequest,
  products: readonly CatalogueProduct[],
): ShapedJson<TariffQuote[]> {
  const idOf = quoteIdsFor(keyedHash, quoted);
  const afterIds = jsonAfterIdsOf(priced, products);
  // An id is base64url, digits, dots and hex: a JSON string as it stands, with nothing to escape.
  const quotes = priced.quotes.map(
    (quote, index) => `{"quoteId":"${idOf(index, yearlyPenceOf(quote))}",${afterIds[index]}`,
  );
  return new ShapedJson(`[${quotes.join(',')}]`);
}

/**
 * The quote an id describes, priced again from the catalogue version it was priced from: the
 * quote as given, or none if pricing has changed since so that it would cost something else.
 */
async function quoteAgain(
  db: Executor,
  keyedHash: KeyedHash,
  quoteId: string,
): Promise<GivenQuote | undefined> {
  const described = quoteDescribedBy(keyedHash, quoteId);
  if (!described) return undefined;
  const { request, quotedAt } = described;
  const place = placeOf(request.postcode);
  if (place.kind !== 'supplied') return undefined;
  const products = await productsQuotedIn(db, described.catalogueVersion, place.region.id);
  const priced = products && priceRequest(request, products, quotedAt).quotes[described.index];
  if (!priced || yearlyPenceOf(priced) !== described.yearlyPence) return undefined;
  return {
    quote: { quoteId, ...priced },
    requestId: described.requestId,
    postcode: request.postcode,
    regionId: place.region.id,
    request: {
      fuelType: request.fuelType,
      hasEconomySevenMeter: request.hasEconomySevenMeter,
      mpan: request.mpan || null,
      mprn: request.mprn || null,
    },
    quotedAt: quotedAt.toISOString(),
    expiresAt: expiryOf(quotedAt).toISOString(),
  };
}

const storedRow = z.object({
  body: z.string(),
  requestId: z.string(),
  postcode: z.string(),
  regionId: z.number().int(),
  request: z.string(),
  quotedAt: z.string(),
  expiresAt: z.string(),
});

/** A quote stored, in a row of its own, when it was given: before quote ids described them. */
async function storedQuote(db: Executor, quoteId: string): Promise<GivenQuote | undefined> {
  const row = await queryOne(
    db,
    storedRow,
    db
      .selectFrom('quotes as q')
      .innerJoin('quote_requests as r', 'r.id', 'q.request_id')
      .select([
        'q.body',
        'r.id as requestId',
        'r.postcode',
        'r.region_id as regionId',
        'r.body as request',
        'r.created_at as quotedAt',
        'r.expires_at as expiresAt',
      ])
      .where('q.id', '=', quoteId),
  );
  if (!row) return undefined;
  return {
    quote: tariffQuote.parse(JSON.parse(row.body)),
    requestId: row.requestId,
    postcode: row.postcode,
    regionId: row.regionId,
    request: requestKept.parse(JSON.parse(row.request)),
    quotedAt: row.quotedAt,
    expiresAt: row.expiresAt,
  };
}

/** A prospect's quote by id (renewal quotes are not for sign-up), as it was given. */
export async function givenQuote(
  db: Executor,
  keyedHash: KeyedHash,
  quoteId: string,
): Promise<GivenQuote | undefined> {
  return (await quoteAgain(db, keyedHash, quoteId)) ?? (await storedQuote(db, quoteId));
}

/**
 * Keeps the quote a sign-up chose, with its request: the sign-up's row refers to both, and each
 * request opens one account.
 */
export function keepChosenQuote(db: Executor, given: GivenQuote, now: Date): Promise<void> {
  return inTransaction(db, async (transaction) => {
    await execute(
      transaction,
      transaction
        .insertInto('quote_requests')
        .values({
          id: given.requestId,
          postcode: given.postcode,
          region_id: given.regionId,
          body: JSON.stringify(given.request),
          created_at: given.quotedAt,
          expires_at: given.expiresAt,
        })
        .onConflict((conflict) => conflict.column('id').doNothing()),
    );
    await execute(
      transaction,
      transaction
        .insertInto('quotes')
        .values({
          id: given.quote.quoteId,
          account_id: null,
          created_at: now.toISOString(),
          body: JSON.stringify(given.quote),
          request_id: given.requestId,
        })
        .onConflict((conflict) => conflict.column('id').doNothing()),
    );
  });
}

/** Forgotten requests are cleared at most this often, not on every quote. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const lastPurge = new WeakMap<Executor, number>();

/** Requests stored before migration 0041 that expired 30 or more days ago, never signed up to. */
export async function purgeForgottenRequests(db: Executor, now: Date): Promise<void> {
  if (now.getTime() - (lastPurge.get(db) ?? 0) < PURGE_INTERVAL_MS) return;
  lastPurge.set(db, now.getTime());
  const purgeBefore = new Date(now.getTime() - QUOTE_VALID_DAYS * DAY_MS).toISOString();
  await inTransaction(db, async (transaction) => {
    const forgotten = transaction
      .selectFrom('quote_requests')
      .select('id')
      .where('expires_at', '<', purgeBefore)
      .where('id', 'not in', transaction.selectFrom('signups').select('quote_request_id'));
    await execute(
      transaction,
      transaction.deleteFrom('quotes').where('request_id', 'in', forgotten),
    );
    await execute(
      transaction,
      transaction.deleteFrom('quote_requests').where('id', 'in', forgotten),
    );
  });
}
