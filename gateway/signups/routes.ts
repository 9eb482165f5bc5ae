import { z } from 'zod';
import { createSignup, signupResult, type SignupResult } from '@/lib/gateway/contract/signups';
import { execute, inTransaction, queryOne, sql, type Executor } from '../db/sql';
import { conflict, HttpError } from '../http/http-error';
import { idempotencyKeyOf, KEY_REUSED_MESSAGE } from '../http/idempotency';
import { assertHardToGuess } from '../auth/password-strength';
import { ownerOfEmail, type EmailOwner } from '../customers/email-in-use';
import { homeAddedToLogin } from '../mail/messages';
import type { GatewayRouter } from '../http/router';
import { recordAttribution } from './attribution';
import { storedBankDetails } from '../bank-details';
import { assertMetersFree, checkSignup } from './check-signup';
import { openAccount } from './open-account';
import { keepChosenQuote } from '../quotes/quote-store';

const previousSignup = z.object({ fingerprint: z.string(), responseBody: z.string() });

/** The answer to an earlier sign-up with this Idempotency-Key, if there was one. */
async function replayOf(
  db: Executor,
  key: string | null,
  fingerprint: string,
): Promise<SignupResult | undefined> {
  if (key === null) return undefined;
  const previous = await queryOne(
    db,
    previousSignup,
    sql`SELECT request_fingerprint AS fingerprint, response_body AS "responseBody"
          FROM signups WHERE idempotency_key = ${key}`,
  );
  if (!previous) return undefined;
  if (previous.fingerprint !== fingerprint) throw new HttpError(422, KEY_REUSED_MESSAGE);
  return signupResult.parse(JSON.parse(previous.responseBody));
}

const signedUpWith = (db: Executor, quoteRequestId: string) =>
  queryOne(
    db,
    z.object({ found: z.number() }),
    sql`SELECT 1 AS found FROM signups WHERE quote_request_id = ${quoteRequestId}`,
  );

/**
 * Sign-up is idempotent by Idempotency-Key: a repeat (even one racing the first) gets the first
 * answer, and each quote request can open one account, key or no key. Everything is checked
 * before the password is hashed; the writes and the stored answer share one transaction.
 *
 * An email that already logs in gets the same answer as a new one, so sign-up cannot tell anyone
 * which emails have accounts (ASVS 2.x, no enumeration): the new home is added to that login,
 * whose password stays as it was, and its owner is told by email.
 */
export function signupRoutes(router: GatewayRouter): void {
  router.add(createSignup, async ({ body, deps, c }) => {
    const key = idempotencyKeyOf(c.req.raw);
    const fingerprint = deps.keyedHash('signup-request', JSON.stringify(body));
    const replay = await replayOf(deps.database, key, fingerprint);
    if (replay) return replay;

    const checked = await checkSignup(deps, body);
    const { password, email, firstName, lastName } = body.personalDetails;
    assertHardToGuess(password, [email, firstName, lastName], 'body.personalDetails.password');
    const bank = storedBankDetails(body.payment, deps.keyedHash);
    const passwordHash = await deps.passwords.hash(password);

    const { result, addedTo } = await inTransaction(
      deps.database,
      async (transaction): Promise<{ result: SignupResult; addedTo?: EmailOwner }> => {
        const raced = await replayOf(transaction, key, fingerprint);
        if (raced) return { result: raced };
        if (await signedUpWith(transaction, checked.quoted.requestId)) {
          throw conflict('You have already signed up with this quote. Log in to see your account.');
        }
        await assertMetersFree(transaction, checked);
        const owner = await ownerOfEmail(transaction, email);
        const now = deps.now();
        const login = owner ? { customerId: owner.customerId } : { passwordHash };
        const { accountId, result } = await openAccount(transaction, checked, login, bank, now);
        const attribution = await recordAttribution(transaction, checked, accountId, now);
        await keepChosenQuote(transaction, checked.quoted, now);
        await execute(
          transaction,
          sql`INSERT INTO signups (quote_request_id, quote_id, account_id, idempotency_key,
                                   request_fingerprint, response_body, created_at, referral_code,
                                   referrer_account_id, agent_id, partner_id)
              VALUES (${checked.quoted.requestId}, ${body.quoteId}, ${accountId}, ${key},
                      ${fingerprint}, ${JSON.stringify(result)}, ${now.toISOString()},
                      ${attribution.referralCode}, ${attribution.referrerAccountId},
                      ${attribution.agentId}, ${attribution.partnerId})`,
        );
        return { result, addedTo: owner };
      },
    );
    if (addedTo) {
      await deps.mailer.send(
        deps.database,
        homeAddedToLogin(addedTo, checked.home, result.accountNumber, deps.siteUrl),
      );
    }
    return result;
  });
}
