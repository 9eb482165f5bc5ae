import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { DESCRIBED_QUOTE_ID } from '@/lib/gateway/contract/quote-id';
import { quoteRequest } from '@/lib/gateway/contract/quotes';
import type { KeyedHash } from '../auth/keyed-hash';
import type { ParsedQuoteRequest } from './supply-needs';

/** What a quote request was priced from: enough to price it again, exactly, at sign-up. */
export interface QuotedRequest {
  /** Sign-up keeps the request under this id, and opens one account per request. */
  requestId: string;
  quotedAt: Date;
  catalogueVersion: number;
  request: ParsedQuoteRequest;
}

/** One quote of a request: its place among the request's quotes and its yearly cost. */
export interface DescribedQuote extends QuotedRequest {
  index: number;
  /** What pricing it again must come to, or it is not the quote that was given. */
  yearlyPence: number;
}

const PURPOSE = 'quote-id';
/** HMAC-SHA256 truncated to 128 bits, in hex. */
const MAC_LENGTH = 32;

const macOf = (keyedHash: KeyedHash, request: string) =>
  keyedHash(PURPOSE, request).slice(0, MAC_LENGTH);

/** The request's fields in a fixed order: an id carries their values, not their names. */
const REQUEST_FIELDS = [
  'postcode',
  'hasEconomySevenMeter',
  'estimatedUsageType',
  'fuelType',
  'electricityUsagePerYearInKwh',
  'gasUsagePerYearInKwh',
  'generateQuotesForEvTariffs',
  'mpan',
  'mprn',
] as const satisfies readonly (keyof ParsedQuoteRequest)[];

/** Request id, when quoted (ms), catalogue version, the request's values. */
const description = z.tuple([
  z.uuid(),
  z.number().int().nonnegative(),
  z.number().int(),
  z.array(z.union([z.string(), z.boolean()])).length(REQUEST_FIELDS.length),
]);

/**
 * Names the quotes of a request: `<request>.<place>.<yearly pence>.<MAC of the request>`, the
 * request's description being base64url JSON. The MAC, under the gateway's key, means a request
 * cannot be altered or made up; the place and the cost need none, since sign-up prices the
 * request again and takes only a quote it gives, at the cost the id says. So nothing needs
 * storing until a tariff is chosen.
 */
export function quoteIdsFor(
  keyedHash: KeyedHash,
  quoted: QuotedRequest,
): (index: number, yearlyPence: number) => string {
  const request = Buffer.from(
    JSON.stringify([
      quoted.requestId,
      quoted.quotedAt.getTime(),
      quoted.catalogueVersion,
      REQUEST_FIELDS.map((field) => quoted.request[field] ?? ''),
    ]),
  ).toString('base64url');
  const mac = macOf(keyedHash, request);
  return (index, yearlyPence) => `${request}.${index}.${yearlyPence}.${mac}`;
}

function authentic(keyedHash: KeyedHash, request: string, mac: string): boolean {
  const expected = Buffer.from(macOf(keyedHash, request));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function parsedRequest(encoded: string): QuotedRequest | undefined {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64url').toString());
  } catch {
    return undefined;
  }
  const fields = description.safeParse(json).data;
  if (!fields) return undefined;
  const [requestId, quotedAt, catalogueVersion, values] = fields;
  const request = quoteRequest.safeParse(
    Object.fromEntries(REQUEST_FIELDS.map((field, at) => [field, values[at]])),
  ).data;
  return request && { requestId, quotedAt: new Date(quotedAt), catalogueVersion, request };
}

/** The quote an id describes; undefined for any other id, or one whose request was altered. */
export function quoteDescribedBy(
  keyedHash: KeyedHash,
  quoteId: string,
): DescribedQuote | undefined {
  if (!DESCRIBED_QUOTE_ID.test(quoteId)) return undefined;
  const [encoded = '', index, yearlyPence, mac = ''] = quoteId.split('.');
  const quoted = authentic(keyedHash, encoded, mac) ? parsedRequest(encoded) : undefined;
  return quoted && { ...quoted, index: Number(index), yearlyPence: Number(yearlyPence) };
}
