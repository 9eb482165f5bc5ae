import type { Context } from 'hono';
import { z } from 'zod';
import { execute, inTransaction, queryOne, queryValue, sql, type Executor } from '../db/sql';
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
  const clients = device === undefined ? sql`(${client}, '')` : sql`(${client})`;
  const block = await queryOne(
    db,
    blockRow,
    sql`SELECT email, blocked_until AS "blockedUntil" FROM login_blocks
         WHERE blocked_until > ${now.toISOString()}
           AND ((email = ${email} AND client IN ${clients})
                OR (email = '' AND client = ${client}))
         ORDER BY blocked_until DESC LIMIT 1`,
  );
  if (!block) return;
  const remainingMs = new Date(block.blockedUntil).getTime() - now.getTime();
  throw tooManyRequests(remainingMs, block.email === ANY ? addressPausedMessage : lockedOutMessage);
}

/** The three counts, each pausing what it counts once it reaches its limit. */
const COUNTS = [
  {
    where: ({ email, client }: LoginAttempt) => sql`email = ${email} AND client = ${client}`,
    ...LOCKOUT.perClient,
    scope: 'pair',
  },
  {
    // Known devices' failures are theirs alone (LOCKOUT.perDevice).
    where: ({ email }: LoginAttempt) => sql`email = ${email} AND device IS NULL`,
    ...LOCKOUT.perEmail,
    scope: 'email',
  },
  {
    where: ({ client }: LoginAttempt) => sql`client = ${client}`,
    ...LOCKOUT.perAddress,
    scope: 'client',
  },
] as const;

function pause(db: Executor, { email, client }: LoginAttempt, untilMs: number) {
  return execute(
    db,
    sql`INSERT INTO login_blocks (email, client, blocked_until)
        VALUES (${email}, ${client}, ${iso(untilMs)})
        ON CONFLICT (email, client) DO UPDATE SET blocked_until = excluded.blocked_until`,
  );
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
      sql`DELETE FROM login_failures WHERE failed_at <= ${iso(nowMs - OLDEST_COUNTED_MS)}`,
    );
    await execute(
      transaction,
      sql`DELETE FROM login_blocks WHERE blocked_until <= ${now.toISOString()}`,
    );
    await execute(
      transaction,
      sql`INSERT INTO login_failures (email, client, device, failed_at)
          VALUES (${attempt.email}, ${attempt.client}, ${attempt.device ?? null},
                  ${now.toISOString()})`,
    );
    for (const count of COUNTS) {
      if (count.scope === 'email' && attempt.device !== undefined) continue;
      const failures = await queryValue(
        transaction,
        z.number(),
        sql`SELECT count(*) FROM login_failures
             WHERE ${count.where(attempt)} AND failed_at > ${iso(nowMs - count.windowMs)}`,
      );
      if ((failures ?? 0) < count.failures) continue;
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
  const failures = await queryValue(
    db,
    z.number(),
    sql`SELECT count(*) FROM login_failures
         WHERE device = ${device}
           AND failed_at > ${iso(now.getTime() - LOCKOUT.perDevice.windowMs)}`,
  );
  return (failures ?? 0) < LOCKOUT.perDevice.failures ? { ...attempt, device } : attempt;
}

/**
 * A right password forgets this client's failures for the email (not other clients'), and
 * those of the known device it came from.
 */
export async function clearFailedLogins(
  db: Executor,
  { email, client, device }: LoginAttempt,
): Promise<void> {
  await execute(db, sql`DELETE FROM login_failures WHERE email = ${email} AND client = ${client}`);
  if (device !== undefined) {
    await execute(db, sql`DELETE FROM login_failures WHERE device = ${device}`);
  }
}

/**
 * A new password (set by a reset link) lifts the pauses and forgets the failures of its email
 * from every address; a paused address stays paused.
 */
export async function clearLockoutOf(db: Executor, email: string): Promise<void> {
  const counted = email.toLowerCase();
  await execute(db, sql`DELETE FROM login_failures WHERE email = ${counted}`);
  await execute(db, sql`DELETE FROM login_blocks WHERE email = ${counted}`);
}
