import { z } from 'zod';
import type { Principal } from '../auth/access-tokens';
import { execute, inTransaction, queryOne, type Executor } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { HttpError } from './http-error';

const HEADER = 'Idempotency-Key';
const key = z.string().regex(/^[\x21-\x7e]{1,255}$/);

/** The request's Idempotency-Key, if it sent one; a 400 when it is malformed. */
export function idempotencyKeyOf(request: Request): string | null {
  const header = request.headers.get(HEADER);
  if (header === null) return null;
  if (!key.safeParse(header).success) {
    throw new HttpError(400, `${HEADER} must be 1 to 255 visible characters.`, [
      { path: `headers.${HEADER}`, message: 'must be 1 to 255 visible characters' },
    ]);
  }
  return header;
}

/** How long a key's answer is kept: a client retries within minutes, not days. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const KEY_REUSED_MESSAGE = `This ${HEADER} was already used for a different request. Send a new key.`;

/**
 * Whether the request repeats an Idempotency-Key whose answer is kept: withIdempotency will
 * replay that answer (or refuse a different request with 422), writing nothing. The section
 * guard lets such a repeat through, so that a retry gets the answer its first try got.
 */
export async function repeatsKeptAnswer(
  request: Request,
  { database, now }: GatewayDeps,
  principal: Principal,
): Promise<boolean> {
  const header = idempotencyKeyOf(request);
  if (header === null) return false;
  const expired = new Date(now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString();
  const kept = await queryOne(
    database,
    z.object({ key: z.string() }),
    database
      .selectFrom('idempotency_keys')
      .select('key')
      .where('customer_id', '=', principal.customerId)
      .where('key', '=', header)
      .where('created_at', '>', expired),
  );
  return kept !== undefined;
}

const storedAnswer = z.object({
  requestHash: z.string(),
  statusCode: z.number().int(),
  responseBody: z.string(),
});

export interface Answer {
  status: number;
  json: unknown;
}

/**
 * Runs `handle` at most once per customer and Idempotency-Key: a repeat of the same request
 * gets the first answer again, a different request with a used key gets a 422. The check,
 * the handler's writes (through the transaction it is given) and the stored answer share one
 * transaction, so two racing repeats cannot both write. The request is kept only as a keyed
 * hash (a copy of the database tells nothing of the bank details in a mandate change), and
 * every answer older than a day is forgotten.
 */
export async function withIdempotency(
  request: Request,
  { database, now, keyedHash }: GatewayDeps,
  principal: Principal,
  body: unknown,
  status: number,
  handle: (transaction: Executor) => Promise<unknown>,
): Promise<Answer> {
  const header = idempotencyKeyOf(request);
  if (header === null) return { status, json: await handle(database) };
  const requestHash = keyedHash(
    'idempotency-request',
    `${request.method} ${new URL(request.url).pathname}\n${JSON.stringify(body)}`,
  );
  const expired = new Date(now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString();

  await execute(
    database,
    database.deleteFrom('idempotency_keys').where('created_at', '<=', expired),
  );

  return inTransaction(database, async (transaction): Promise<Answer> => {
    const stored = await queryOne(
      transaction,
      storedAnswer,
      transaction
        .selectFrom('idempotency_keys')
        .select([
          'request_hash as requestHash',
          'status_code as statusCode',
          'response_body as responseBody',
        ])
        .where('customer_id', '=', principal.customerId)
        .where('key', '=', header),
    );
    if (stored) {
      if (stored.requestHash !== requestHash) {
        throw new HttpError(422, KEY_REUSED_MESSAGE);
      }
      return { status: stored.statusCode, json: JSON.parse(stored.responseBody) };
    }
    const json = await handle(transaction);
    await execute(
      transaction,
      transaction.insertInto('idempotency_keys').values({
        customer_id: principal.customerId,
        key: header,
        request_hash: requestHash,
        status_code: status,
        response_body: JSON.stringify(json),
        created_at: now().toISOString(),
      }),
    );
    return { status, json };
  });
}
