import {
  completeLogin,
  LOGIN_AGAIN_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '@/lib/gateway/contract/auth';
import { eventSourceOf, recordWrongPassword } from '../account-security/security-events';
import { writeWhateverTheOutcome } from '../db/sql';
import { unauthorized, unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { credentialsOf } from './credentials';
import { assertNotLockedOut, loginAttempt } from './lockout';
import { sessionFor, startLoginSession } from './login-session';
import { answerChallenge, findChallenge } from './second-factor';

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
    const customer = await credentialsOf(deps.database, { id: challenge.customerId });
    if (!customer) throw unauthorized(LOGIN_AGAIN_MESSAGE);
    const refreshToken = await startLoginSession(deps.database, {
      attempt,
      customerId: customer.id,
      source,
      shortLived: true,
      userAgent: challenge.userAgent ?? c.req.header('user-agent'),
      now,
    });
    const session = await sessionFor(c, deps, customer, refreshToken, now);
    if (answer.outcome === 'enrolled') return { ...session, recovery_codes: answer.recoveryCodes };
    if (answer.outcome === 'recovery-code')
      return { ...session, recovery_codes_left: answer.recoveryCodesLeft };
    return session;
  });
}
