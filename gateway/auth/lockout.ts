import type { Context } from 'hono';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { z } from 'zod';
import type { Tables } from '../db/schema';
import { execute, inTransaction, queryOne, queryValue, type Executor } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { tooManyRequests } from '../http/too-many-requests';

const MINUTE_MS = 60 * 1000;

/**
 * Wrong passwords are counted three ways, so that a stranger cannot lock a customer out:
 * - one email from one client address: 5 in 15 minutes pause that email there;
 * - one email from every address together: 50 in an hour pause it everywhere;
 * - one address for every email (credential stuffing): 30 in 15 minutes pause that address.
 * A pause lasts 15 minutes. Unknown emails are counted like known ones, so the answers do not
 * tell which emails have accounts.
 *
 * A login from a known device (a valid device cookie for that email, `device-cookies.ts`;
 * OWASP's "device cookies") is not paused with its email everywhere, nor counted towards it:
 * its wrong passwords are counted per device instead, and 5 in 15 minutes lock the device,
 * whose cookie then counts for nothing until they are 15 minutes old. The address's own
 * pauses apply to it as to anyone.
 */
export const LOCKOUT = {
  perClient: { failures: 5, windowMs: 15 * MINUTE_MS },
  perEmail: { failures: 50, windowMs: 60 * MINUTE_MS },
  perAddress: { failures: 30, windowMs: 15 * MINUTE_MS },
  perDevice: { failures: 5, windowMs: 15 * MINUTE_MS },
  pauseMs: 15 * MINUTE_MS,
} as const;

const OLDEST_COUNTED_MS = Math.max(
  LOCKOUT.perClient.windowMs,
  LOCKOUT.perEmail.windowMs,
  LOCKOUT.perAddress.windowMs,
  LOCKOUT.perDevice.windowMs,
);

export const lockedOutMessage = (wait: string) =>
  'Too many unsuccessful attempts. For your security, logging in with this email is paused. ' +
  `Please try again in ${wait}, or reset your password.`;

export const addressPausedMessage = (wait: string) =>
  `Too many unsuccessful logins from your connection. Please wait ${wait} and try again.`;

/**
 * Who is trying which email: the email in lower case, as logins match it, so that changing its
 * case starts no new count; the client is a keyed hash of its address, never the address; the
 * device, only from a known device that is not locked, a keyed hash of its cookie's nonce.
 */
export interface LoginAttempt {
  email: string;
  client: string;
  device?: string;
}

export function loginAttempt(deps: GatewayDeps, c: Context, email: string): LoginAttempt {
  return {
    email: email.toLowerCase(),
    client: deps.keyedHash('login-client', deps.clientAddress(c)),
  };
}

const ANY = '';
const iso = (ms: number) => new Date(ms).toISOString();

const blockRow = z.object({ email: z.string(), blockedUntil: z.string() });

/** Throws 429, saying for how long, while the email or the client is paused. */
export async function assertNotLockedOut(
  db: Executor,
  { email, client, device }: LoginAttempt,
  now: Date,
): Promise<void> {
  // A known device is not paused with its email everywhere ('' client).
  const clients = device === undefined ? [client, ANY] : [client];
  const block = await queryOne(
    db,
    blockRow,
    db
      .selectFrom('login_blocks')
      .select(['email', 'blocked_until as blockedUntil'])
      .where('blocked_until', '>', now.toISOString())
      .where((eb) =>
        eb.or([
          eb.and([eb('email', '=', email), eb('client', 'in', clients)]),
          eb.and([eb('email', '=', ANY), eb('client', '=', client)]),
        ]),
      )
      .orderBy('blocked_until', 'desc')
      .limit(1),
  );
  if (!block) return;
  const remainingMs = new Date(block.blockedUntil).getTime() - now.getTime();
  throw tooManyRequests(remainingMs, block.email === ANY ? addressPausedMessage : lockedOutMessage);
}

type Failures = ExpressionBuilder<Tables, 'login_failures'>;

/** The three counts, each pausing what it counts once it reaches its limit. */
const COUNTS = [
  {
    where:
      ({ email, client }: LoginAttempt) =>
      (eb: Failures) =>
        eb.and([eb('email', '=', email), eb('client', '=', client)]),
    ...LOCKOUT.perClient,
    scope: 'pair',
  },
  {
    // Known devices' failures are theirs alone (LOCKOUT.perDevice).
    where:
      ({ email }: LoginAttempt) =>
      (eb: Failures) =>
        eb.and([eb('email', '=', email), eb('device', 'is', null)]),
    ...LOCKOUT.perEmail,
    scope: 'email',
  },
  {
    where:
      ({ client }: LoginAttempt) =>
      (eb: Failures) =>
        eb('client', '=', client),
    ...LOCKOUT.perAddress,
    scope: 'client',
  },
] as const;

function pause(db: Executor, { email, client }: LoginAttempt, untilMs: number) {
  return execute(
    db,
    db
      .insertInto('login_blocks')
      .values({ email, client, blocked_until: iso(untilMs) })
      .onConflict((conflict) =>
        conflict
          .columns(['email', 'client'])
          .doUpdateSet({ blocked_until: (eb) => eb.ref('excluded.blocked_until') }),
      ),
  );
}

/** How many wrong passwords `where` counts since `sinceMs`. */
async function failuresSince(
  db: Executor,
  where: (eb: Failures) => Expression<SqlBool>,
  sinceMs: number,
): Promise<number> {
  const failures = await queryValue(
    db,
    z.number(),
    db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll().as('failures'))
      .where(where)
      .where('failed_at', '>', iso(sinceMs)),
  );
  return failures ?? 0;
}

/**
 * What a wrong password paused: its email from its client ('pair'), its email from every
 * address ('email'), or its client for every email ('client').
 */
export type LoginPause = (typeof COUNTS)[number]['scope'];

/**
 * Records a wrong password (or an unknown email) and pauses whatever has now had too many;
 * says what it paused.
 */
export function recordFailedLogin(
  db: Executor,
  attempt: LoginAttempt,
  now: Date,
): Promise<LoginPause[]> {
  const nowMs = now.getTime();
  return inTransaction(db, async (transaction) => {
    const paused: LoginPause[] = [];
    await execute(
      transaction,
      transaction
        .deleteFrom('login_failures')
        .where('failed_at', '<=', iso(nowMs - OLDEST_COUNTED_MS)),
    );
    await execute(
      transaction,
      transaction.deleteFrom('login_blocks').where('blocked_until', '<=', now.toISOString()),
    );
    await execute(
      transaction,
      transaction.insertInto('login_failures').values({
        email: attempt.email,
        client: attempt.client,
        device: attempt.device ?? null,
        failed_at: now.toISOString(),
      }),
    );
    for (const count of COUNTS) {
      if (count.scope === 'email' && attempt.device !== undefined) continue;
      const failures = await failuresSince(
        transaction,
        count.where(attempt),
        nowMs - count.windowMs,
      );
      if (failures < count.failures) continue;
      const what = {
        email: count.scope === 'client' ? ANY : attempt.email,
        client: count.scope === 'email' ? ANY : attempt.client,
      };
      await pause(transaction, what, nowMs + LOCKOUT.pauseMs);
      paused.push(count.scope);
    }
    return paused;
  });
}

/**
 * The attempt as from its device when `device` (from a valid device cookie for the email) has
 * had fewer than its limit of wrong passwords lately; else as from an unknown device.
 */
export async function fromDevice(
  db: Executor,
  attempt: LoginAttempt,
  device: string | undefined,
  now: Date,
): Promise<LoginAttempt> {
  if (device === undefined) return attempt;
  const failures = await failuresSince(
    db,
    (eb) => eb('device', '=', device),
    now.getTime() - LOCKOUT.perDevice.windowMs,
  );
  return failures < LOCKOUT.perDevice.failures ? { ...attempt, device } : attempt;
}

/**
 * A right password forgets this client's failures for the email (not other clients'), and
 * those of the known device it came from.
 */
export async function clearFailedLogins(
  db: Executor,
  { email, client, device }: LoginAttempt,
): Promise<void> {
  await execute(
    db,
    db
      .deleteFrom('login_failures')
      .where((eb) =>
        eb.or([
          eb.and([eb('email', '=', email), eb('client', '=', client)]),
          ...(device === undefined ? [] : [eb('device', '=', device)]),
        ]),
      ),
  );
}

/**
 * A new password (set by a reset link) lifts the pauses and forgets the failures of its email
 * from every address; a paused address stays paused.
 */
export function clearLockoutOf(db: Executor, email: string): Promise<void> {
  const counted = email.toLowerCase();
  return inTransaction(db, async (transaction) => {
    await execute(
      transaction,
      transaction.deleteFrom('login_failures').where('email', '=', counted),
    );
    await execute(transaction, transaction.deleteFrom('login_blocks').where('email', '=', counted));
  });
}
