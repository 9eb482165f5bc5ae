import { formatLongDate } from '@/lib/format-date';
import { SUPPORT_PHONE } from '@/lib/gateway/contract/messages';
import { cancelSwitch, getSwitchTracker } from '@/lib/gateway/contract/switches';
import { londonToday } from '@/lib/iso-date';
import { customerById } from '../account-security/queries';
import { ownedAccount } from '../accounts/owned-account';
import { inTransaction } from '../db/sql';
import { unauthorized, unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { switchCancelled } from '../mail/messages';
import { cancellationOf, recordCancellation, switchFactsOf } from './queries';
import { coolingOffEnd, switchProgressOn } from './stages';

/** A locked account opened some other way than by signing up online (by phone, say). */
export const NO_SWITCH_ONLINE =
  'There is no switch of this account to cancel online. ' +
  `Please call us on ${SUPPORT_PHONE} and we will help.`;

export const coolingOffOver = (signedUpOn: string) =>
  `Your cooling-off period ended on ${formatLongDate(coolingOffEnd(signedUpOn))}, so the switch ` +
  `can no longer be cancelled online. Please call us on ${SUPPORT_PHONE} (Monday to Friday, ` +
  '9am to 5pm) and we will tell you what you can do.';

export function switchRoutes(router: GatewayRouter): void {
  router.add(getSwitchTracker, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const facts = await switchFactsOf(deps.database, account);
    return {
      progress: facts ? switchProgressOn(facts, londonToday(deps.now())) : null,
    };
  });

  router.add(cancelSwitch, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const customer = await customerById(deps.database, principal.customerId);
    if (!customer) throw unauthorized();
    // The check and the write share one transaction, so two requests at once cancel (and email) once.
    return inTransaction(deps.database, async (transaction) => {
      const facts = await switchFactsOf(transaction, account);
      if (!facts) throw unprocessable(NO_SWITCH_ONLINE);
      const cancelled = await cancellationOf(transaction, account.id);
      if (cancelled) return cancelled;
      const now = deps.now();
      const today = londonToday(now);
      if (today > coolingOffEnd(facts.signedUpOn)) {
        throw unprocessable(coolingOffOver(facts.signedUpOn));
      }
      const cancellation = { cancelledOn: today, cancelledAt: now.toISOString() };
      if (!(await recordCancellation(transaction, account.id, cancellation))) {
        return (await cancellationOf(transaction, account.id)) ?? cancellation;
      }
      await deps.mailer.send(transaction, switchCancelled(customer, account, now));
      return cancellation;
    });
  });
}
