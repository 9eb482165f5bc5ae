import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { supplyAddress } from '@/lib/gateway/contract/addresses';
import { titles } from '@/lib/gateway/contract/customer';
import type { SignupAccepted } from '@/lib/gateway/contract/signups';
import { SIGNUP_LINK_DAYS, SIGNUP_LINK_EXPIRED_MESSAGE } from '@/lib/gateway/contract/signup-links';
import { tariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { londonToday } from '@/lib/iso-date';
import { markLoginConfirmed } from '../account-security/login-confirmations';
import { retireResetLinks } from '../account-security/password-resets';
import { recordSecurityEvent, type EventSource } from '../account-security/security-events';
import type { KeyedHash } from '../auth/keyed-hash';
import { clearLockoutOf } from '../auth/lockout';
import { endSessionsOf } from '../auth/sessions';
import type { StoredBankDetails } from '../bank-details';
import { execute, inTransaction, queryOne, sql, type Executor } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { conflict, unprocessable } from '../http/http-error';
import { homeWaitingForLogin, MAIL_LINKS, siteLink, type Recipient } from '../mail/messages';
import { requestKept } from '../quotes/quote-store';
import { supplyStartFrom } from '../quotes/supply-dates';
import { assertMetersFree, type CheckedSignup, type SignupToOpen } from './check-signup';
import {
  openSignedUpAccount,
  signupAnswer,
  unusedAccountNumber,
  type SignupRecord,
} from './open-account';

/**
 * A sign-up with an email that already has a login opens nothing on its own (issue 42 item 2):
 * it waits here until the login's owner follows the link emailed to that address, which proves
 * the address is theirs, signed in or not. Its answer is the one a new login gets, number and
 * all, so it says nothing about which emails have logins. Following the link opens the account
 * under the login; if the login's email had never been confirmed, the sign-up takes it over:
 * the password chosen at sign-up replaces the one nobody proved was the inbox owner's, and
 * every session of the login ends.
 */

const LINK_LIFETIME_MS = SIGNUP_LINK_DAYS * 24 * 60 * 60 * 1000;

export const ALREADY_SIGNED_UP_MESSAGE =
  'You have already signed up with this quote. Log in to see your account.';

/** A pending sign-up link's token is kept only as this keyed hash of it. */
export const pendingSignupTokenHash = (keyedHash: KeyedHash, token: string) =>
  keyedHash('pending-signup', token);

/** What a waiting sign-up keeps: what opening its account needs, and the bank details stored. */
const kept = z.object({
  signup: z.object({
    personalDetails: z.object({
      title: z.enum(titles),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      dateOfBirth: z.string(),
      marketingConsent: z.boolean(),
      evMarketingConsent: z.boolean(),
      extraSupport: z.object({ needed: z.boolean(), details: z.string().optional() }).optional(),
    }),
    payment: z.object({
      accountHolderName: z.string(),
      directDebitDayOfMonth: z.number().int(),
    }),
    billingAddress: z
      .object({
        line1: z.string(),
        line2: z.string().optional(),
        town: z.string(),
        postcode: z.string(),
      })
      .nullable(),
    attribution: z
      .object({
        referralCode: z.string().optional(),
        agentId: z.string().optional(),
        partnerId: z.string().optional(),
      })
      .optional(),
  }),
  quoted: z.object({
    quote: tariffQuote,
    requestId: z.string(),
    postcode: z.string(),
    regionId: z.number().int(),
    request: requestKept,
    quotedAt: z.string(),
    expiresAt: z.string(),
  }),
  home: supplyAddress,
  supplyStartDate: z.string(),
  bank: z.object({
    sortCodeMasked: z.string(),
    accountNumberMasked: z.string(),
    hash: z.string(),
  }),
});
type Kept = SignupToOpen & { bank: StoredBankDetails };

/** A checked sign-up as it may be kept: without its password and bank account numbers. */
function keptOf(checked: CheckedSignup, bank: StoredBankDetails): Kept {
  const { signup, quoted, home, supplyStartDate } = checked;
  const person = signup.personalDetails;
  const { accountHolderName, directDebitDayOfMonth } = signup.payment;
  return {
    signup: {
      // Named one by one: what is not named (the password) is not kept.
      personalDetails: {
        title: person.title,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phone: person.phone,
        dateOfBirth: person.dateOfBirth,
        marketingConsent: person.marketingConsent,
        evMarketingConsent: person.evMarketingConsent,
        extraSupport: person.extraSupport,
      },
      payment: { accountHolderName, directDebitDayOfMonth },
      billingAddress: signup.billingAddress,
      attribution: signup.attribution,
    },
    quoted,
    home,
    supplyStartDate,
    bank,
  };
}

/** The login a sign-up's email already has, if any, and whether its email is confirmed. */
export function loginWithEmail(
  db: Executor,
  email: string,
): Promise<(Recipient & { customerId: number; confirmed: boolean }) | undefined> {
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
    sql`SELECT id AS "customerId", email, first_name AS "firstName",
               confirmed_at AS "confirmedAt"
          FROM customers WHERE lower(email) = lower(${email})`,
  );
}

/**
 * Whether a quote request has opened an account, or waits to: each opens one. A waiting
 * sign-up whose link has expired no longer holds its quote.
 */
export async function quoteRequestTaken(
  db: Executor,
  quoteRequestId: string,
  now: Date,
): Promise<boolean> {
  const found = await queryOne(
    db,
    z.object({ found: z.number() }),
    sql`SELECT 1 AS found FROM signups WHERE quote_request_id = ${quoteRequestId}
        UNION ALL
        SELECT 1 AS found FROM pending_signups
         WHERE quote_request_id = ${quoteRequestId} AND used_at IS NULL
           AND expires_at > ${now.toISOString()}`,
  );
  return found !== undefined;
}

export interface WaitingSignup {
  checked: CheckedSignup;
  bank: StoredBankDetails;
  login: Recipient & { customerId: number; confirmed: boolean };
  /** The hash of the password chosen at sign-up. */
  passwordHash: string;
  record: Pick<SignupRecord, 'quoteId' | 'idempotencyKey' | 'fingerprint'>;
}

/**
 * Keeps a sign-up for the owner of its email to accept, and emails them the link, through `db`
 * (the sign-up's transaction). The password's hash is kept only when the login is unconfirmed,
 * the one case in which accepting uses it. Gives the answer a new login would have had.
 */
export async function holdSignupForLogin(
  deps: GatewayDeps,
  db: Executor,
  { checked, bank, login, passwordHash, record }: WaitingSignup,
  now: Date,
) {
  const token = randomBytes(32).toString('base64url');
  const accountNumber = await unusedAccountNumber(db);
  const result = signupAnswer(checked, accountNumber);
  await execute(
    db,
    sql`INSERT INTO pending_signups (token_hash, customer_id, email, quote_request_id, quote_id,
                                     account_number, idempotency_key, request_fingerprint,
                                     response_body, signup, password_hash, created_at, expires_at)
        VALUES (${pendingSignupTokenHash(deps.keyedHash, token)}, ${login.customerId},
                ${login.email}, ${checked.quoted.requestId}, ${record.quoteId}, ${accountNumber},
                ${record.idempotencyKey}, ${record.fingerprint}, ${JSON.stringify(result)},
                ${JSON.stringify(keptOf(checked, bank))},
                ${login.confirmed ? null : passwordHash}, ${now.toISOString()},
                ${new Date(now.getTime() + LINK_LIFETIME_MS).toISOString()})`,
  );
  // In the fragment, which browsers send to no server and in no Referer.
  const link = siteLink(deps.siteUrl, `${MAIL_LINKS.acceptHome}#token=${token}`);
  await deps.mailer.send(
    db,
    homeWaitingForLogin(login, checked.home, result, link, !login.confirmed),
  );
  return result;
}

const waiting = z.object({
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

/**
 * Opens a waiting sign-up's account under the login whose email its link went to, once, if
 * the link has not expired and the login still has that email. An unconfirmed login is taken
 * over: the sign-up's password becomes its password (in its security events), and its
 * sessions, reset links and lockout end. Refused (409) if the home or the quote has been signed up since.
 */
export function acceptPendingSignup(
  deps: GatewayDeps,
  token: string,
  source: EventSource,
): Promise<SignupAccepted> {
  const now = deps.now();
  const tokenHash = pendingSignupTokenHash(deps.keyedHash, token);
  const expired = () => unprocessable(SIGNUP_LINK_EXPIRED_MESSAGE, 'body.token');
  return inTransaction(deps.database, async (transaction): Promise<SignupAccepted> => {
    const pending = await queryOne(
      transaction,
      waiting,
      sql`SELECT p.customer_id AS "customerId", c.email, p.quote_id AS "quoteId",
                 p.account_number AS "accountNumber", p.idempotency_key AS "idempotencyKey",
                 p.request_fingerprint AS fingerprint, p.response_body AS "responseBody",
                 p.signup, p.password_hash AS "passwordHash", c.confirmed_at AS "confirmedAt"
            FROM pending_signups p JOIN customers c ON c.id = p.customer_id
           WHERE p.token_hash = ${tokenHash} AND p.used_at IS NULL
             AND p.expires_at > ${now.toISOString()} AND lower(c.email) = lower(p.email)`,
    );
    if (!pending) throw expired();
    // Once only, even for two uses at once: of two conditional UPDATEs, one changes the row.
    const { changes } = await execute(
      transaction,
      sql`UPDATE pending_signups SET used_at = ${now.toISOString()}, password_hash = NULL
           WHERE token_hash = ${tokenHash} AND used_at IS NULL`,
    );
    if (changes !== 1) throw expired();

    const { bank, ...toOpen } = kept.parse(JSON.parse(pending.signup));
    if (await quoteRequestTaken(transaction, toOpen.quoted.requestId, now)) {
      throw conflict(ALREADY_SIGNED_UP_MESSAGE);
    }
    await assertMetersFree(transaction, toOpen);
    // A switch cannot start sooner than it could have when the sign-up was made.
    const earliest = supplyStartFrom(londonToday(now));
    const supplyStartDate = toOpen.supplyStartDate > earliest ? toOpen.supplyStartDate : earliest;

    const takeOver = pending.confirmedAt === null && pending.passwordHash !== null;
    if (takeOver) {
      await execute(
        transaction,
        sql`UPDATE customers SET password_hash = ${pending.passwordHash}
             WHERE id = ${pending.customerId}`,
      );
      await endSessionsOf(transaction, pending.customerId, null, now);
      await retireResetLinks(transaction, pending.customerId, now);
      await clearLockoutOf(transaction, pending.email);
      await markLoginConfirmed(transaction, pending.customerId, now);
      await recordSecurityEvent(transaction, {
        customerId: pending.customerId,
        kind: 'password-changed',
        at: now,
        source,
        detail: 'sign-up',
      });
    }
    const { result } = await openSignedUpAccount(
      transaction,
      { ...toOpen, supplyStartDate },
      { customerId: pending.customerId },
      bank,
      now,
      {
        quoteId: pending.quoteId,
        idempotencyKey: pending.idempotencyKey,
        fingerprint: pending.fingerprint,
        responseBody: pending.responseBody,
        accountNumber: pending.accountNumber,
      },
    );
    const { line1, line2, town, postcode } = toOpen.home;
    return {
      accountNumber: result.accountNumber,
      email: pending.email,
      supplyAddress: { line1, line2, town, postcode },
      passwordReplaced: takeOver,
    };
  });
}
