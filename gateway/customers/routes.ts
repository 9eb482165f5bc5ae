import { getMe, requestNameChange, updateCustomer } from '@/lib/gateway/contract/customer';
import type { EndpointBody } from '@/lib/gateway/contract/endpoint';
import { EMAIL_UNCONFIRMED_MESSAGE } from '@/lib/gateway/contract/signup-links';
import { isLoginConfirmed } from '../account-security/login-confirmations';
import { addressColumns } from '../accounts/insert-rows';
import { confirmCurrentPassword } from '../auth/confirm-password';
import { execute, sql } from '../db/sql';
import { unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { accountSummariesOf } from './account-summaries';
import { ownCustomer } from './customer-record';
import { assertEmailChangeAllowed, requestEmailChange } from './email-change';
import { recordNameChangeRequest } from './name-change';

/** Each column a customer may change by a plain value, and how the value is stored. */
const PLAIN_COLUMNS = [
  ['title', 'title'],
  ['phone', 'phone'],
  ['billFormat', 'bill_format'],
  ['marketingConsent', 'marketing_consent'],
  ['evMarketingConsent', 'ev_marketing_consent'],
] as const;

type CheckedUpdate = Omit<EndpointBody<typeof updateCustomer>, 'currentPassword' | 'email'>;
type Column =
  (typeof PLAIN_COLUMNS)[number][1] | `correspondence_${'line1' | 'line2' | 'town' | 'postcode'}`;

/** The SET list of an update, for the fields the update gives. */
function assignments(update: CheckedUpdate) {
  const set = (column: Column, value: string | number | null) => sql`${sql.ref(column)} = ${value}`;
  const plain = PLAIN_COLUMNS.flatMap(([field, column]) => {
    const value = update[field];
    if (value === undefined) return [];
    return [set(column, typeof value === 'boolean' ? Number(value) : value)];
  });
  if (update.correspondenceAddress === undefined) return plain;
  const [line1, line2, town, postcode] = addressColumns(update.correspondenceAddress);
  return [
    ...plain,
    set('correspondence_line1', line1),
    set('correspondence_line2', line2),
    set('correspondence_town', town),
    set('correspondence_postcode', postcode),
  ];
}

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
    const changes = assignments(update);
    if (changes.length > 0) {
      await execute(
        deps.database,
        sql`UPDATE customers SET ${sql.join(changes)} WHERE id = ${customer.id}`,
      );
    }
    // The login moves once the new inbox has confirmed it (POST /api/v1/auth/email-changes/confirm).
    if (newEmail !== undefined) await requestEmailChange(deps, customer, newEmail);
    return ownCustomer(deps.database, customer.id, principal);
  });

  router.add(requestNameChange, async ({ params, body, principal, deps }) =>
    recordNameChangeRequest(deps, await ownCustomer(deps.database, params.id, principal), body),
  );
}
