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

const storedQuoteRow = z.object({
  body: z.string(),
  requestId: z.string(),
  postcode: z.string(),
  regionId: z.number().int(),
  request: z.string(),
  expiresAt: z.string(),
});

/**
 * Keeps a prospect's quotes for sign-up, under one request, for 30 days. Requests that expired
 * 30 or more days ago and were never signed up to are cleared on the way.
 */
export function storeQuotes(
  db: Db,
  request: ParsedQuoteRequest,
  regionId: number,
  priced: readonly PricedQuote[],
  now: Date,
): TariffQuote[] {
  const requestId = randomUUID();
  const quotes = priced.map((quote) => ({ quoteId: randomUUID(), ...quote }));
  const stored: StoredRequest = {
    fuelType: request.fuelType,
    hasEconomySevenMeter: request.hasEconomySevenMeter,
    mpan: request.mpan || null,
    mprn: request.mprn || null,
  };
  const purgeBefore = new Date(now.getTime() - QUOTE_VALID_DAYS * DAY_MS).toISOString();
  db.transaction(() => {
    const forgotten = `SELECT id FROM quote_requests WHERE expires_at < ?
                          AND id NOT IN (SELECT quote_request_id FROM signups)`;
    execute(db, `DELETE FROM quotes WHERE request_id IN (${forgotten})`, purgeBefore);
    execute(db, `DELETE FROM quote_requests WHERE id IN (${forgotten})`, purgeBefore);
    execute(
      db,
      `INSERT INTO quote_requests (id, postcode, region_id, body, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      requestId,
      request.postcode,
      regionId,
      JSON.stringify(stored),
      now.toISOString(),
      new Date(now.getTime() + QUOTE_VALID_DAYS * DAY_MS).toISOString(),
    );
    for (const quote of quotes) {
      execute(
        db,
        'INSERT INTO quotes (id, account_id, created_at, body, request_id) VALUES (?, NULL, ?, ?, ?)',
        quote.quoteId,
        now.toISOString(),
        JSON.stringify(quote),
        requestId,
      );
    }
  })();
  return quotes;
}

/** A prospect's quote by id (renewal quotes are not for sign-up). */
export function storedQuote(db: Db, quoteId: string): StoredQuote | undefined {
  const row = queryOne(
    db,
    storedQuoteRow,
    `SELECT q.body, r.id AS requestId, r.postcode, r.region_id AS regionId, r.body AS request,
            r.expires_at AS expiresAt
       FROM quotes q JOIN quote_requests r ON r.id = q.request_id
      WHERE q.id = ?`,
    quoteId,
  );
  return (
    row && {
      quote: tariffQuote.parse(JSON.parse(row.body)),
      requestId: row.requestId,
      postcode: row.postcode,
      regionId: row.regionId,
      request: storedRequest.parse(JSON.parse(row.request)),
      expiresAt: row.expiresAt,
    }
  );
}
