import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { supplyAddress } from '@/lib/gateway/contract/addresses';
import { keptBillingAddress, keptPersonalDetails } from '@/lib/gateway/contract/kept-signup';
import { SIGNUP_LINK_DAYS } from '@/lib/gateway/contract/signup-links';
import { tariffQuote } from '@/lib/gateway/contract/tariff-quote';
import type { KeyedHash } from '../auth/keyed-hash';
import type { StoredBankDetails } from '../bank-details';
import type { Executor } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { homeWaitingForLogin, MAIL_LINKS, siteLink } from '../mail/messages';
import { requestKept } from '../quotes/quote-store';
import type { CheckedSignup, SignupToOpen } from './check-signup';
import { signupAnswer, unusedAccountNumber, type SignupRecord } from './open-account';
import { insertPendingSignup, type ExistingLogin } from './queries';

/**
 * A sign-up with an email that already has a login opens nothing on its own (issue 42 item 2):
 * it waits here until the login's owner follows the link emailed to that address, which proves
 * the address is theirs, signed in or not. Its answer is the one a new login gets, number and
 * all, so it says nothing about which emails have logins. Following the link opens the account
 * under the login (`accept-pending-signup.ts`); if the login's email had never been confirmed,
 * the sign-up takes it over (`login-take-over.ts`): the password chosen at sign-up replaces the
 * one nobody proved was the inbox owner's, and every session of the login ends.
 */

const LINK_LIFETIME_MS = SIGNUP_LINK_DAYS * 24 * 60 * 60 * 1000;

/** A pending sign-up link's token is kept only as this keyed hash of it. */
export const pendingSignupTokenHash = (keyedHash: KeyedHash, token: string) =>
  keyedHash('pending-signup', token);

/** What a waiting sign-up keeps: what opening its account needs, and the bank details stored. */
export const keptSignup = z.object({
  signup: z.object({
    personalDetails: keptPersonalDetails,
    payment: z.object({
      accountHolderName: z.string(),
      directDebitDayOfMonth: z.number().int(),
    }),
    billingAddress: keptBillingAddress,
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

export interface WaitingSignup {
  checked: CheckedSignup;
  bank: StoredBankDetails;
  login: ExistingLogin;
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
  await insertPendingSignup(db, {
    token_hash: pendingSignupTokenHash(deps.keyedHash, token),
    customer_id: login.customerId,
    email: login.email,
    quote_request_id: checked.quoted.requestId,
    quote_id: record.quoteId,
    account_number: accountNumber,
    idempotency_key: record.idempotencyKey,
    request_fingerprint: record.fingerprint,
    response_body: JSON.stringify(result),
    signup: JSON.stringify(keptOf(checked, bank)),
    password_hash: login.confirmed ? null : passwordHash,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LINK_LIFETIME_MS).toISOString(),
  });
  // In the fragment, which browsers send to no server and in no Referer.
  const link = siteLink(deps.siteUrl, `${MAIL_LINKS.acceptHome}#token=${token}`);
  await deps.mailer.send(
    db,
    homeWaitingForLogin(login, checked.home, result, link, !login.confirmed),
  );
  return result;
}
