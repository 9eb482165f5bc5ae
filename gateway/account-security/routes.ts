import {
  changePassword,
  confirmEmailChange,
  confirmLogin,
  confirmPasswordReset,
  endOtherSessions,
  endSession,
  listSecurityEvents,
  listSessions,
  requestPasswordReset,
} from '@/lib/gateway/contract/account-security';
import { RESET_LINK_SENT_MESSAGE } from '@/lib/gateway/contract/password-rules';
import { confirmCurrentPassword } from '../auth/confirm-password';
import { assertHardToGuess } from '../auth/password-strength';
import { endSessionOf, endSessionsOf, liveSessionsOf } from '../auth/live-sessions';
import { moveLoginToConfirmedEmail } from '../customers/email-change';
import { inTransaction } from '../db/sql';
import { notFound, unauthorized, unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { passwordChanged } from '../mail/messages';
import { confirmLogin as confirmLoginWithLink } from './login-confirmations';
import { requestResetLink, resetPassword, retireResetLinks } from './password-resets';
import { customerById, setPasswordHash } from './queries';
import { eventSourceOf, recordSecurityEvent, securityEventsOf } from './security-events';

export const SAME_PASSWORD_MESSAGE = 'Choose a new password, not the one you have now.';
export const THIS_DEVICE_MESSAGE =
  'This is the device you are using. To sign out here, use Sign out at the top of the page.';
export const SESSION_NOT_FOUND_MESSAGE =
  'We could not find that device. It may have been signed out already.';

export function accountSecurityRoutes(router: GatewayRouter): void {
  // Answered before the email is looked at: see requestResetLink.
  router.add(requestPasswordReset, ({ body, deps }) => {
    requestResetLink(deps, body.email);
    return { message: RESET_LINK_SENT_MESSAGE };
  });

  router.add(confirmPasswordReset, async ({ body, deps, c }) => {
    await resetPassword(deps, body.token, body.password, eventSourceOf(deps, c));
  });

  router.add(confirmEmailChange, ({ body, deps, c }) =>
    moveLoginToConfirmedEmail(deps, body.token, eventSourceOf(deps, c)),
  );

  router.add(confirmLogin, ({ body, deps, c }) =>
    confirmLoginWithLink(deps, c, body.token, body.password),
  );

  router.add(changePassword, async ({ body, principal, deps, c }) => {
    const customer = await customerById(deps.database, principal.customerId);
    if (!customer) throw unauthorized();
    await confirmCurrentPassword(deps, c, customer, body.currentPassword, 'body.currentPassword');
    if (body.newPassword === body.currentPassword) {
      throw unprocessable(SAME_PASSWORD_MESSAGE, 'body.newPassword');
    }
    const personal = [customer.email, customer.firstName, customer.lastName];
    assertHardToGuess(body.newPassword, personal, 'body.newPassword');
    const passwordHash = await deps.passwords.hash(body.newPassword);
    const now = deps.now();
    return inTransaction(deps.database, async (transaction) => {
      await setPasswordHash(transaction, customer.id, passwordHash);
      await retireResetLinks(transaction, customer.id, now);
      await recordSecurityEvent(transaction, {
        customerId: customer.id,
        kind: 'password-changed',
        at: now,
        source: eventSourceOf(deps, c),
      });
      const otherSessionsEnded = await endSessionsOf(
        transaction,
        customer.id,
        principal.sessionId,
        now,
      );
      await deps.mailer.send(transaction, passwordChanged(customer, 'change', now, deps.siteUrl));
      return { otherSessionsEnded };
    });
  });

  router.add(listSessions, async ({ principal, deps }) => ({
    sessions: await liveSessionsOf(
      deps.database,
      principal.customerId,
      principal.sessionId,
      deps.now(),
    ),
  }));

  router.add(listSecurityEvents, async ({ principal, deps }) => ({
    events: await securityEventsOf(deps.database, principal.customerId),
  }));

  router.add(endSession, async ({ params, principal, deps }) => {
    if (params.sessionId === principal.sessionId) {
      throw unprocessable(THIS_DEVICE_MESSAGE, 'params.sessionId');
    }
    // Someone else's session is "not found" too: its id tells a stranger nothing.
    if (!(await endSessionOf(deps.database, principal.customerId, params.sessionId, deps.now()))) {
      throw notFound(SESSION_NOT_FOUND_MESSAGE);
    }
  });

  router.add(endOtherSessions, async ({ principal, deps }) => ({
    ended: await endSessionsOf(
      deps.database,
      principal.customerId,
      principal.sessionId,
      deps.now(),
    ),
  }));
}
