import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { SecondFactorChallenge } from '@/lib/gateway/contract/auth';
import { qrCodeSvg, svgDataUrl } from '@/lib/second-factor/qr-code';
import { newRecoveryCodes, normaliseRecoveryCode } from '@/lib/second-factor/recovery-codes';
import { createSecretBox, type SecretBox } from '@/lib/second-factor/secret-box';
import {
  acceptTotpCode,
  newTotpSecret,
  normaliseTotpCode,
  totpUri,
} from '@/lib/second-factor/totp';
import { execute, inTransaction, queryOne, queryValue, type Executor } from '../db/sql';
import type { KeyedHash } from './keyed-hash';
import { MAX_USER_AGENT_LENGTH } from './device-name';

/**
 * Staff logins' second factor (TOTP, RFC 6238, with single-use recovery codes). After the right
 * password a staff login gets a challenge (a random token the database keeps a keyed hash of)
 * instead of a session: for CHALLENGE_LIFETIME_MS it waits for the code of the staff member's
 * authenticator app, or first for them to set the app up (enrol) from a new secret. The secret
 * is kept sealed under a key derived from the gateway's secret, bound to its login; recovery
 * codes are kept as keyed hashes.
 */

export const CHALLENGE_LIFETIME_MS = 10 * 60_000;
/** Wrong codes one password may try; then the login starts again from the password. */
export const WRONG_CODES_PER_CHALLENGE = 5;
/** The issuer authenticator apps list staff codes under. */
export const STAFF_TOTP_ISSUER = 'So Energy staff';

/** The sealing key: 32 bytes, derived from the gateway's secret for this use only. */
export function staffSecretBox(keyedHash: KeyedHash): SecretBox {
  return createSecretBox(
    Buffer.from(keyedHash('staff-second-factor-secret', 'aes-256-gcm key'), 'hex'),
  );
}

export const boundTo = (customerId: number) => `staff:${customerId}`;
export const challengeHash = (keyedHash: KeyedHash, token: string) =>
  keyedHash('login-challenge', token);
export const recoveryCodeHash = (keyedHash: KeyedHash, code: string) =>
  keyedHash('staff-recovery-code', code);

const factorRow = z
  .object({
    secretSealed: z.string(),
    enrolledAt: z.string().nullable(),
    lastUsedStep: z.number().int().nullable(),
  })
  .transform(({ enrolledAt, ...factor }) => ({ ...factor, enrolled: enrolledAt !== null }));
type Factor = z.output<typeof factorRow>;

function factorOf(db: Executor, customerId: number) {
  return queryOne(
    db,
    factorRow,
    db
      .selectFrom('staff_second_factors')
      .select([
        'secret_sealed as secretSealed',
        'enrolled_at as enrolledAt',
        'last_used_step as lastUsedStep',
      ])
      .where('customer_id', '=', customerId),
  );
}

/**
 * What a staff login's right password leads to: a challenge for the code, or, for staff with no
 * factor yet, a new secret (replacing any enrolment not finished) to set their app up from.
 */
export async function startSecondFactor(
  db: Executor,
  keyedHash: KeyedHash,
  customer: { id: number; email: string },
  userAgent: string | undefined,
  now: Date,
): Promise<SecondFactorChallenge> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
  const secret = await inTransaction(db, async (transaction) => {
    const factor = await factorOf(transaction, customer.id);
    let newSecret: string | null = null;
    if (!factor?.enrolled) {
      newSecret = newTotpSecret();
      const sealed = staffSecretBox(keyedHash).seal(newSecret, boundTo(customer.id));
      await execute(
        transaction,
        transaction
          .insertInto('staff_second_factors')
          .values({
            customer_id: customer.id,
            secret_sealed: sealed,
            created_at: now.toISOString(),
          })
          .onConflict((conflict) =>
            conflict.column('customer_id').doUpdateSet((eb) => ({
              secret_sealed: eb.ref('excluded.secret_sealed'),
              created_at: eb.ref('excluded.created_at'),
              enrolled_at: null,
              last_used_step: null,
            })),
          ),
      );
    }
    await execute(
      transaction,
      transaction.insertInto('login_challenges').values({
        token_hash: challengeHash(keyedHash, token),
        customer_id: customer.id,
        user_agent: userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      }),
    );
    return newSecret;
  });
  const challenge = { challenge: token, challenge_exp: expiresAt.toISOString() };
  if (!secret) return { second_factor: 'code', ...challenge };
  const uri = totpUri({ secret, issuer: STAFF_TOTP_ISSUER, account: customer.email });
  return {
    second_factor: 'enrol',
    ...challenge,
    enrolment: { secret, otpauth_uri: uri, qr_code: svgDataUrl(await qrCodeSvg(uri)) },
  };
}

const challengeRow = z.object({
  customerId: z.number().int(),
  email: z.string(),
  userAgent: z.string().nullable(),
});

/** The login a challenge token waits on, while it can still be answered; null otherwise. */
export function findChallenge(db: Executor, keyedHash: KeyedHash, token: string, now: Date) {
  return queryOne(
    db,
    challengeRow,
    db
      .selectFrom('login_challenges as l')
      .innerJoin('customers as c', 'c.id', 'l.customer_id')
      .select(['l.customer_id as customerId', 'c.email', 'l.user_agent as userAgent'])
      .where('l.token_hash', '=', challengeHash(keyedHash, token))
      .where('l.used_at', 'is', null)
      .where('l.expires_at', '>', now.toISOString())
      .where('l.wrong_codes', '<', WRONG_CODES_PER_CHALLENGE)
      .where('c.is_admin', '=', 1),
  );
}

export type SecondFactorOutcome =
  | { outcome: 'gone' }
  | { outcome: 'wrong' }
  | { outcome: 'enrolled'; recoveryCodes: string[] }
  | { outcome: 'code' }
  | { outcome: 'recovery-code'; recoveryCodesLeft: number };

/**
 * Answers a challenge with a code: during enrolment the first code of the new secret (which
 * enrols it and makes ten recovery codes), afterwards a TOTP code of a step not yet used or an
 * unused recovery code. A wrong code is counted against the challenge; a right one uses it up.
 */
export function answerChallenge(
  db: Executor,
  keyedHash: KeyedHash,
  token: string,
  code: string,
  now: Date,
): Promise<SecondFactorOutcome> {
  return inTransaction(db, async (transaction): Promise<SecondFactorOutcome> => {
    const challenge = await findChallenge(transaction, keyedHash, token, now);
    const factor = challenge && (await factorOf(transaction, challenge.customerId));
    if (!challenge || !factor) return { outcome: 'gone' };
    const outcome = await check(transaction, keyedHash, challenge.customerId, factor, code, now);
    await execute(
      transaction,
      transaction
        .updateTable('login_challenges')
        .set((eb) =>
          outcome.outcome === 'wrong'
            ? { wrong_codes: eb('wrong_codes', '+', 1) }
            : { used_at: now.toISOString() },
        )
        .where('token_hash', '=', challengeHash(keyedHash, token)),
    );
    return outcome;
  });
}

async function check(
  db: Executor,
  keyedHash: KeyedHash,
  customerId: number,
  factor: Factor,
  code: string,
  now: Date,
): Promise<SecondFactorOutcome> {
  const secret = staffSecretBox(keyedHash).open(factor.secretSealed, boundTo(customerId));
  // A secret that no longer opens (the gateway's secret changed) can only be set up again.
  if (!secret) {
    await execute(db, db.deleteFrom('staff_second_factors').where('customer_id', '=', customerId));
    return { outcome: 'gone' };
  }
  if (normaliseTotpCode(code)) {
    const lastUsedStep = factor.enrolled ? factor.lastUsedStep : null;
    const step = acceptTotpCode(secret, code, { nowMs: now.getTime(), lastUsedStep });
    if (step === null) return { outcome: 'wrong' };
    // Taken only if no one has taken this step or a later one since it was read.
    const { changes } = await execute(
      db,
      db
        .updateTable('staff_second_factors')
        .set((eb) => ({
          last_used_step: step,
          enrolled_at: eb.fn.coalesce('enrolled_at', eb.val(now.toISOString())),
        }))
        .where('customer_id', '=', customerId)
        .where('secret_sealed', '=', factor.secretSealed)
        .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)])),
    );
    if (changes === 0) return { outcome: 'wrong' };
    if (factor.enrolled) return { outcome: 'code' };
    return {
      outcome: 'enrolled',
      recoveryCodes: await newRecoveryCodesFor(db, keyedHash, customerId, now),
    };
  }
  const recoveryCode = normaliseRecoveryCode(code);
  if (!recoveryCode || !factor.enrolled) return { outcome: 'wrong' };
  const { changes } = await execute(
    db,
    db
      .updateTable('staff_recovery_codes')
      .set({ used_at: now.toISOString() })
      .where('customer_id', '=', customerId)
      .where('used_at', 'is', null)
      .where('code_hash', '=', recoveryCodeHash(keyedHash, recoveryCode)),
  );
  if (changes === 0) return { outcome: 'wrong' };
  const left = await queryValue(
    db,
    z.number(),
    db
      .selectFrom('staff_recovery_codes')
      .select((eb) => eb.fn.countAll().as('left'))
      .where('customer_id', '=', customerId)
      .where('used_at', 'is', null),
  );
  return { outcome: 'recovery-code', recoveryCodesLeft: left ?? 0 };
}

/** Ten new recovery codes, replacing any before; the codes themselves are never stored. */
function newRecoveryCodesFor(
  db: Executor,
  keyedHash: KeyedHash,
  customerId: number,
  now: Date,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  const rows = codes.map((code) => ({
    customer_id: customerId,
    code_hash: recoveryCodeHash(keyedHash, normaliseRecoveryCode(code) ?? code),
    created_at: now.toISOString(),
  }));
  return inTransaction(db, async (transaction) => {
    await execute(
      transaction,
      transaction.deleteFrom('staff_recovery_codes').where('customer_id', '=', customerId),
    );
    await execute(transaction, transaction.insertInto('staff_recovery_codes').values(rows));
    return codes;
  });
}
