import type { SignupAccepted } from '@/lib/gateway/contract/signups';
import { SIGNUP_LINK_EXPIRED_MESSAGE } from '@/lib/gateway/contract/signup-links';
import { londonToday } from '@/lib/iso-date';
import type { EventSource } from '../account-security/security-events';
import { inTransaction } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { unprocessable } from '../http/http-error';
import { supplyStartFrom } from '../quotes/supply-dates';
import { assertHomeAndQuoteFree } from './check-signup';
import { takeOverLogin } from './login-take-over';
import { openSignedUpAccount } from './open-account';
import { keptSignup, pendingSignupTokenHash } from './pending-signups';
import { claimWaitingSignup, waitingSignupOf } from './queries';

/**
 * Opens a waiting sign-up's account under the login whose email its link went to, once, if
 * the link has not expired and the login still has that email. An unconfirmed login is taken
 * over (login-take-over.ts). Refused (409) if the home or the quote has been signed up since.
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
    const pending = await waitingSignupOf(transaction, tokenHash, now);
    if (!pending) throw expired();
    if (!(await claimWaitingSignup(transaction, tokenHash, now))) throw expired();

    const { bank, ...toOpen } = keptSignup.parse(JSON.parse(pending.signup));
    await assertHomeAndQuoteFree(transaction, toOpen, now);
    // A switch cannot start sooner than it could have when the sign-up was made.
    const earliest = supplyStartFrom(londonToday(now));
    const supplyStartDate = toOpen.supplyStartDate > earliest ? toOpen.supplyStartDate : earliest;

    // Kept only for a login not confirmed when the sign-up was made; used if it still is not.
    const takeOverWith = pending.confirmedAt === null ? pending.passwordHash : null;
    if (takeOverWith !== null) {
      await takeOverLogin(transaction, pending, takeOverWith, source, now);
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
      passwordReplaced: takeOverWith !== null,
    };
  });
}
