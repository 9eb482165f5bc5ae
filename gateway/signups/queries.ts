import { z } from 'zod';
import type { Insertable } from 'kysely';
import { hasEmail } from '../auth/credentials';
import type { Tables } from '../db/schema';
import { execute, queryOne, type Executor } from '../db/sql';
import type { Recipient } from '../mail/messages';

/** The login a sign-up's email already has, if any, and whether its email is confirmed. */
export type ExistingLogin = Recipient & { customerId: number; confirmed: boolean };

export function loginWithEmail(db: Executor, email: string): Promise<ExistingLogin | undefined> {
  return queryOne(
    db,
    z
      .object({
        customerId: z.number().int(),
        email: z.string(),
        firstName: z.string(),
        confirmedAt: z.string().nullable(),
      })
      .transform(({ confirmedAt, ...login }) => ({ ...login, confirmed: confirmedAt !== null })),
    db
      .selectFrom('customers')
      .select([
        'id as customerId',
        'email',
        'first_name as firstName',
        'confirmed_at as confirmedAt',
      ])
      .where(hasEmail(email)),
  );
}

const found = z.object({ found: z.literal(1) });

/**
 * Whether a quote request has opened an account, or waits to: each opens one. A waiting
 * sign-up whose link has expired no longer holds its quote.
 */
export async function quoteRequestTaken(
  db: Executor,
  quoteRequestId: string,
  now: Date,
): Promise<boolean> {
  const taken = await queryOne(
    db,
    found,
    db
      .selectFrom('signups')
      .select((eb) => eb.lit(1).as('found'))
      .where('quote_request_id', '=', quoteRequestId)
      .unionAll(
        db
          .selectFrom('pending_signups')
          .select((eb) => eb.lit(1).as('found'))
          .where('quote_request_id', '=', quoteRequestId)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now.toISOString()),
      ),
  );
  return taken !== undefined;
}

/**
 * Whether an account not moving out has a meter point with either number (a null matches
 * nothing).
 */
export async function metersTaken(
  db: Executor,
  { mpan, mprn }: { mpan: string | null; mprn: string | null },
): Promise<boolean> {
  const taken = await queryOne(
    db,
    found,
    db
      .selectFrom('meter_points as m')
      .select((eb) => eb.lit(1).as('found'))
      .where((eb) =>
        eb.and([
          eb.or([eb('m.mpan', '=', mpan), eb('m.mprn', '=', mprn)]),
          eb.not(
            eb.exists(
              eb
                .selectFrom('move_outs')
                .select((inner) => inner.lit(1).as('moving'))
                .whereRef('move_outs.account_id', '=', 'm.account_id'),
            ),
          ),
        ]),
      ),
  );
  return taken !== undefined;
}

/** Whether an account, or a sign-up waiting to open one, has this number. */
export async function accountNumberTaken(db: Executor, number: string): Promise<boolean> {
  const taken = await queryOne(
    db,
    found,
    db
      .selectFrom('accounts')
      .select((eb) => eb.lit(1).as('found'))
      .where('number', '=', number)
      .unionAll(
        db
          .selectFrom('pending_signups')
          .select((eb) => eb.lit(1).as('found'))
          .where('account_number', '=', number),
      ),
  );
  return taken !== undefined;
}

export async function referralCodeTaken(db: Executor, code: string): Promise<boolean> {
  const taken = await queryOne(
    db,
    found,
    db
      .selectFrom('accounts')
      .select((eb) => eb.lit(1).as('found'))
      .where('referral_code', '=', code),
  );
  return taken !== undefined;
}

/**
 * The fingerprint and answer of an earlier sign-up with this Idempotency-Key: one that opened
 * an account, or one waiting for the owner of its email.
 */
export function signupWithKey(db: Executor, key: string) {
  return queryOne(
    db,
    z.object({ fingerprint: z.string(), responseBody: z.string() }),
    db
      .selectFrom('signups')
      .select(['request_fingerprint as fingerprint', 'response_body as responseBody'])
      .where('idempotency_key', '=', key)
      .unionAll(
        db
          .selectFrom('pending_signups')
          .select(['request_fingerprint as fingerprint', 'response_body as responseBody'])
          .where('idempotency_key', '=', key),
      ),
  );
}

export async function insertSignup(db: Executor, row: Insertable<Tables['signups']>) {
  await execute(db, db.insertInto('signups').values(row));
}

export async function insertPendingSignup(
  db: Executor,
  row: Insertable<Tables['pending_signups']>,
) {
  await execute(db, db.insertInto('pending_signups').values(row));
}

const waitingSignup = z.object({
  customerId: z.number().int(),
  email: z.string(),
  quoteId: z.string(),
  accountNumber: z.string(),
  idempotencyKey: z.string().nullable(),
  fingerprint: z.string(),
  responseBody: z.string(),
  signup: z.string(),
  passwordHash: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type WaitingSignupRow = z.infer<typeof waitingSignup>;

/**
 * The waiting sign-up a link's token names, with its login's email now, while the link can be
 * used and the login still has the email the link went to.
 */
export function waitingSignupOf(db: Executor, tokenHash: string, now: Date) {
  return queryOne(
    db,
    waitingSignup,
    db
      .selectFrom('pending_signups as p')
      .innerJoin('customers as c', 'c.id', 'p.customer_id')
      .select([
        'p.customer_id as customerId',
        'c.email',
        'p.quote_id as quoteId',
        'p.account_number as accountNumber',
        'p.idempotency_key as idempotencyKey',
        'p.request_fingerprint as fingerprint',
        'p.response_body as responseBody',
        'p.signup',
        'p.password_hash as passwordHash',
        'c.confirmed_at as confirmedAt',
      ])
      .where('p.token_hash', '=', tokenHash)
      .where('p.used_at', 'is', null)
      .where('p.expires_at', '>', now.toISOString())
      .where((eb) => eb(eb.fn('lower', ['c.email']), '=', eb.fn('lower', ['p.email']))),
  );
}

/**
 * Marks a waiting sign-up's link used and forgets its password; false when it was used
 * already. Of two uses at once, one conditional UPDATE changes the row.
 */
export async function claimWaitingSignup(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const { changes } = await execute(
    db,
    db
      .updateTable('pending_signups')
      .set({ used_at: now.toISOString(), password_hash: null })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null),
  );
  return changes === 1;
}
