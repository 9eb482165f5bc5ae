import {
  completeLogin,
  LOGIN_AGAIN_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '@/lib/gateway/contract/auth';
import {
  eventSourceOf,
  recordSecurityEvent,
  recordWrongPassword,
} from '../account-security/security-events';
import { inTransaction, writeWhateverTheOutcome } from '../db/sql';
import { unauthorized, unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { assertNotLockedOut, clearFailedLogins, loginAttempt } from './lockout';
import { findCustomer, sessionFor } from './routes';
import { answerChallenge, findChallenge } from './second-factor';
import { startSession } from './sessions';

/**
 * `POST /api/v1/auth/second-factor`: a staff login whose password was right finishes with the
 * code of the authenticator app or a recovery code, and gets its (short-lived, 12-hour)
 * session. Wrong codes count towards the login's lockout as wrong passwords do, and five end
 * the challenge: the login starts again from the password.
 */
export function secondFactorRoutes(router: GatewayRouter): void {
  router.add(completeLogin, async ({ body, deps, c }) => {
    const now = deps.now();
    const challenge = await findChallenge(deps.database, deps.keyedHash, body.challenge, now);
    if (!challenge) throw unauthorized(LOGIN_AGAIN_MESSAGE);
    const attempt = loginAttempt(deps, c, challenge.email);
    await assertNotLockedOut(deps.database, attempt, now);

    const answer = await answerChallenge(
      deps.database,
      deps.keyedHash,
      body.challenge,
      body.code,
      now,
    );
    if (answer.outcome === 'gone') throw unauthorized(LOGIN_AGAIN_MESSAGE);
    const source = eventSourceOf(deps, c);
    if (answer.outcome === 'wrong') {
      const failure = { customerId: challenge.customerId, source, at: now, detail: 'code' };
      await writeWhateverTheOutcome(deps.database, (db) =>
        recordWrongPassword(db, attempt, failure),
      );
      throw unprocessable(WRONG_CODE_MESSAGE, 'body.code');
    }
    const customer = await findCustomer(deps, { id: challenge.customerId });
    if (!customer) throw unauthorized(LOGIN_AGAIN_MESSAGE);
    const refreshToken = await inTransaction(deps.database, async (transaction) => {
      await clearFailedLogins(transaction, attempt);
      await recordSecurityEvent(transaction, {
        customerId: customer.id,
        kind: 'login',
        at: now,
        source,
      });
      return await startSession(
        transaction,
        customer.id,
        true,
        now,
        challenge.userAgent ?? c.req.header('user-agent'),
      );
    });
    const session = await sessionFor(c, deps, customer, refreshToken, now);
    if (answer.outcome === 'enrolled') return { ...session, recovery_codes: answer.recoveryCodes };
    if (answer.outcome === 'recovery-code')
      return { ...session, recovery_codes_left: answer.recoveryCodesLeft };
    return session;
  });
}
