import {
  acceptSignup,
  createSignup,
  signupResult,
  type SignupResult,
} from '@/lib/gateway/contract/signups';
import { newLoginConfirmationLink } from '../account-security/login-confirmations';
import { eventSourceOf } from '../account-security/security-events';
import { assertHardToGuess } from '../auth/password-strength';
import { storedBankDetails } from '../bank-details';
import { inTransaction, type Executor } from '../db/sql';
import { HttpError } from '../http/http-error';
import { idempotencyKeyOf, KEY_REUSED_MESSAGE } from '../http/idempotency';
import type { GatewayRouter } from '../http/router';
import { ratingCodeOf, ratingLink } from '../feedback/rating-links';
import { welcomeToNewLogin } from '../mail/messages';
import { acceptPendingSignup } from './accept-pending-signup';
import { assertHomeAndQuoteFree, checkSignup } from './check-signup';
import { openSignedUpAccount } from './open-account';
import { holdSignupForLogin } from './pending-signups';
import { loginWithEmail, signupWithKey } from './queries';

/**
 * The answer to an earlier sign-up with this Idempotency-Key, if there was one: an account
 * opened, or one waiting for the owner of the email to accept it.
 */
async function replayOf(
  db: Executor,
  key: string | null,
  fingerprint: string,
): Promise<SignupResult | undefined> {
  if (key === null) return undefined;
  const previous = await signupWithKey(db, key);
  if (!previous) return undefined;
  if (previous.fingerprint !== fingerprint) throw new HttpError(422, KEY_REUSED_MESSAGE);
  return signupResult.parse(JSON.parse(previous.responseBody));
}

/**
 * Sign-up is idempotent by Idempotency-Key: a repeat (even one racing the first) gets the first
 * answer, and each quote request can open one account, key or no key. Everything is checked
 * before the password is hashed; the writes and the stored answer share one transaction.
 *
 * A sign-up never adds a home to a login that exists already (issue 42 item 2): with an email
 * that has one, it waits for the owner of that address to follow the link emailed there
 * (`pending-signups.ts`). The answer is the same either way, status, shape and all, so sign-up
 * cannot tell anyone which emails have accounts (ASVS 2.x, no enumeration), and the password is
 * hashed either way. A new login works at once, unconfirmed until its welcome email's link is
 * followed (`account-security/login-confirmations.ts`).
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
    const record = { quoteId: body.quoteId, idempotencyKey: key, fingerprint };

    return inTransaction(deps.database, async (transaction): Promise<SignupResult> => {
      const raced = await replayOf(transaction, key, fingerprint);
      if (raced) return raced;
      const now = deps.now();
      await assertHomeAndQuoteFree(transaction, checked, now);
      const login = await loginWithEmail(transaction, email);
      if (login) {
        const waiting = { checked, bank, login, passwordHash, record };
        return holdSignupForLogin(deps, transaction, waiting, now);
      }
      const { customerId, result } = await openSignedUpAccount(
        transaction,
        checked,
        { passwordHash },
        bank,
        now,
        record,
      );
      const link = await newLoginConfirmationLink(deps, transaction, customerId, now);
      await deps.mailer.send(
        transaction,
        welcomeToNewLogin(
          { email: result.email, firstName },
          checked.home,
          result.accountNumber,
          link,
          ratingLink(deps.siteUrl, ratingCodeOf(deps.keyedHash, result.accountNumber)),
        ),
      );
      return result;
    });
  });

  router.add(acceptSignup, ({ body, deps, c }) =>
    acceptPendingSignup(deps, body.token, eventSourceOf(deps, c)),
  );
}
