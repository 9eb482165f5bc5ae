import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { QUOTE_VALID_DAYS } from '@/lib/gateway/contract/quotes';
import { tariffQuote, type TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import type { Db } from '../db/database';
import { execute, queryOne } from '../db/query';
import type { PricedQuote } from '../pricing/quote-tariffs';
import type { ParsedQuoteRequest } from './supply-needs';

const DAY_MS = 86_400_000;

/** The stored request a quote answers, as sign-up needs it. */
const storedRequest = z.object({
  fuelType: z.enum(['DUAL_FUEL', 'ELECTRICITY_ONLY', 'GAS_ONLY']),
  hasEconomySevenMeter: z.boolean(),
  mpan: z.string().nullable(),
  mprn: z.string().nullable(),
});
export type StoredRequest = z.infer<typeof storedRequest>;

export interface StoredQuote {
  quote: TariffQuote;
  requestId: string;
  postcode: string;
  regionId: number;
  request: StoredRequest;
  expiresAt: string;
}

const storedRequestRow = z.object({
  requestId: z.string(),
  postcode: z.string(),
  regionId: z.number().int(),
  request: z.string(),
  quotes: z.string().nullable(),
  expiresAt: z.string(),
});

/**
 * The quotes of one request share its id but for the last two hex digits, which number them
 * (migration 0040): sign-up finds the request, and the quote in it, from a quote's id alone.
 */
const quoteIdAt = (requestId: string, index: number) =>
  `${requestId.slice(0, -2)}${index.toString(16).padStart(2, '0')}`;
const requestIdOf = (quoteId: string) => quoteIdAt(quoteId, 0);

/** Forgotten requests are cleared at most this often, not on every quote. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const lastPurge = new WeakMap<Db, number>();

/** Requests that expired 30 or more days ago and were never signed up to. */
function purgeForgottenRequests(db: Db, now: Date): void {
  if (now.getTime() - (lastPurge.get(db) ?? 0) < PURGE_INTERVAL_MS) return;
  lastPurge.set(db, now.getTime());
  const purgeBefore = new Date(now.getTime() - QUOTE_VALID_DAYS * DAY_MS).toISOString();
  const forgotten = `SELECT id FROM quote_requests WHERE expires_at < ?
                        AND id NOT IN (SELECT quote_request_id FROM signups)`;
  db.transaction(() => {
    execute(db, `DELETE FROM quotes WHERE request_id IN (${forgotten})`, purgeBefore);
    execute(db, `DELETE FROM quote_requests WHERE id IN (${forgotten})`, purgeBefore);
  })();
}

/**
 * Keeps a prospect's quotes for sign-up, for 30 days: one row holding the request and every
 * quote it was given.
 */
export function storeQuotes(
  db: Db,
  request: ParsedQuoteRequest,
  regionId: number,
  priced: readonly PricedQuote[],
  now: Date,
): TariffQuote[] {
  const requestId = quoteIdAt(randomUUID(), 0);
  const quotes = priced.map((quote, index) => ({ quoteId: quoteIdAt(requestId, index), ...quote }));
  const stored: StoredRequest = {
    fuelType: request.fuelType,
    hasEconomySevenMeter: request.hasEconomySevenMeter,
    mpan: request.mpan || null,
    mprn: request.mprn || null,
  };
  purgeForgottenRequests(db, now);
  // One statement: written whole or not at all, with no transaction around it to pay for.
  execute(
    db,
    `INSERT INTO quote_requests (id, postcode, region_id, body, quotes, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    requestId,
    request.postcode,
    regionId,
    JSON.stringify(stored),
    JSON.stringify(quotes),
    now.toISOString(),
    new Date(now.getTime() + QUOTE_VALID_DAYS * DAY_MS).toISOString(),
  );
  return quotes;
}

/** A quote given before migration 0040, in a row of its own. */
function legacyQuoteBody(db: Db, quoteId: string) {
  return queryOne(
    db,
    z.object({ body: z.string(), requestId: z.string() }),
    'SELECT body, request_id AS requestId FROM quotes WHERE id = ? AND request_id IS NOT NULL',
    quoteId,
  );
}

/** A prospect's quote by id (renewal quotes are not for sign-up). */
export function storedQuote(db: Db, quoteId: string): StoredQuote | undefined {
  const legacy = legacyQuoteBody(db, quoteId);
  const row = queryOne(
    db,
    storedRequestRow,
    `SELECT id AS requestId, postcode, region_id AS regionId, body AS request, quotes,
            expires_at AS expiresAt
       FROM quote_requests WHERE id = ?`,
    legacy?.requestId ?? requestIdOf(quoteId),
  );
  if (!row) return undefined;
  const body = legacy
    ? JSON.parse(legacy.body)
    : z
        .array(z.object({ quoteId: z.string() }).loose())
        .parse(JSON.parse(row.quotes ?? '[]'))
        .find((quote) => quote.quoteId === quoteId);
  if (!body) return undefined;
  return {
    quote: tariffQuote.parse(body),
    requestId: row.requestId,
    postcode: row.postcode,
    regionId: row.regionId,
    request: storedRequest.parse(JSON.parse(row.request)),
    expiresAt: row.expiresAt,
  };
}

/** The quote a sign-up chose gets a row of its own, which the sign-up's row refers to. */
export function keepChosenQuote(db: Db, { quote, requestId }: StoredQuote, now: Date): void {
  execute(
    db,
    `INSERT OR IGNORE INTO quotes (id, account_id, created_at, body, request_id)
     VALUES (?, NULL, ?, ?, ?)`,
    quote.quoteId,
    now.toISOString(),
    JSON.stringify(quote),
    requestId,
  );
}
