import { getMe, requestNameChange, updateCustomer } from '@/lib/gateway/contract/customer';
import { EMAIL_UNCONFIRMED_MESSAGE } from '@/lib/gateway/contract/signup-links';
import { isLoginConfirmed } from '../account-security/login-confirmations';
import { confirmCurrentPassword } from '../auth/confirm-password';
import { unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { accountSummariesOf } from './account-summaries';
import { ownCustomer, updateCustomerDetails } from './customer-record';
import { assertEmailChangeAllowed, requestEmailChange } from './email-change';
import { recordNameChangeRequest } from './name-change';

export function customerRoutes(router: GatewayRouter): void {
  router.add(getMe, async ({ principal, deps }) => {
    const customer = await ownCustomer(deps.database, principal.customerId, principal);
    return { customer, accounts: await accountSummariesOf(deps.database, customer.id) };
  });

  router.add(updateCustomer, async ({ params, body, principal, deps, c }) => {
    const customer = await ownCustomer(deps.database, params.id, principal);
    const { currentPassword, email, ...update } = body;
    const newEmail = email === customer.email ? undefined : email;
    // Until the login's owner has shown the email is theirs, the login stays with it.
    if (newEmail !== undefined && !(await isLoginConfirmed(deps.database, customer.id))) {
      throw unprocessable(EMAIL_UNCONFIRMED_MESSAGE, 'body.email');
    }
    if (newEmail !== undefined) {
      await confirmCurrentPassword(
        deps,
        c,
        customer,
        currentPassword ?? '',
        'body.currentPassword',
      );
      await assertEmailChangeAllowed(deps, customer.id, newEmail);
    }
    await updateCustomerDetails(deps.database, customer.id, update);
    // The login moves once the new inbox has confirmed it (POST /api/v1/auth/email-changes/confirm).
    if (newEmail !== undefined) await requestEmailChange(deps, customer, newEmail);
    return ownCustomer(deps.database, customer.id, principal);
  });

  router.add(requestNameChange, async ({ params, body, principal, deps }) =>
    recordNameChangeRequest(deps, await ownCustomer(deps.database, params.id, principal), body),
  );
}
