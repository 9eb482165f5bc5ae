import { z } from 'zod';
import type { ApiToken } from '@/lib/gateway/contract/api-tokens';
import { execute, insertId, queryAll, queryOne, queryValue, type Executor } from '../db/sql';

const tokenRow = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

const selectLive = (db: Executor, customerId: number) =>
  db
    .selectFrom('personal_api_tokens')
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null);

/** The customer's live tokens, oldest first. */
export function liveApiTokens(db: Executor, customerId: number): Promise<ApiToken[]> {
  return queryAll(
    db,
    tokenRow,
    selectLive(db, customerId)
      .select(['id', 'name', 'created_at as createdAt', 'last_used_at as lastUsedAt'])
      .orderBy('id'),
  );
}

export async function liveApiTokenCount(db: Executor, customerId: number): Promise<number> {
  const count = await queryValue(
    db,
    z.coerce.number(),
    selectLive(db, customerId).select((eb) => eb.fn.countAll().as('count')),
  );
  return count ?? 0;
}

/** Whether a live token of the customer has this name, in any case. */
export async function liveApiTokenNamed(
  db: Executor,
  customerId: number,
  name: string,
): Promise<boolean> {
  const found = await queryValue(
    db,
    z.number(),
    selectLive(db, customerId)
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase())),
  );
  return found !== undefined;
}

export function insertApiToken(
  db: Executor,
  token: { customerId: number; name: string; hash: string; createdAt: string },
): Promise<number> {
  return insertId(
    db,
    db
      .insertInto('personal_api_tokens')
      .values({
        customer_id: token.customerId,
        name: token.name,
        token_hash: token.hash,
        created_at: token.createdAt,
      })
      .returning('id'),
  );
}

/** Revokes one of the customer's live tokens; false when they have no such live token. */
export async function revokeApiTokenOf(
  db: Executor,
  customerId: number,
  tokenId: number,
  now: string,
): Promise<boolean> {
  const { changes } = await execute(
    db,
    db
      .updateTable('personal_api_tokens')
      .set({ revoked_at: now })
      .where('id', '=', tokenId)
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null),
  );
  return changes === 1;
}

const liveToken = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  email: z.string(),
  lastUsedAt: z.string().nullable(),
});

/** The live token with this hash and its customer's email, if there is one. */
export function liveApiTokenByHash(db: Executor, hash: string) {
  return queryOne(
    db,
    liveToken,
    db
      .selectFrom('personal_api_tokens as t')
      .innerJoin('customers as c', 'c.id', 't.customer_id')
      .select(['t.id', 't.customer_id as customerId', 'c.email', 't.last_used_at as lastUsedAt'])
      .where('t.token_hash', '=', hash)
      .where('t.revoked_at', 'is', null),
  );
}

export async function markApiTokenUsed(db: Executor, tokenId: number, at: string): Promise<void> {
  await execute(
    db,
    db.updateTable('personal_api_tokens').set({ last_used_at: at }).where('id', '=', tokenId),
  );
}
