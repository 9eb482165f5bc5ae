import { getMe, requestNameChange, updateCustomer } from '@/lib/gateway/contract/customer';
import type { EndpointBody } from '@/lib/gateway/contract/endpoint';
import { addressColumns } from '../accounts/insert-rows';
import { confirmCurrentPassword } from '../auth/confirm-password';
import { execute, type SqlValue } from '../db/query';
import type { GatewayRouter } from '../http/router';
import { accountSummariesOf } from './account-summaries';
import { ownCustomer } from './customer-record';
import { requestEmailChange } from './email-change';
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

/** The SET list of an update and its values, for the fields the update gives. */
function assignments(update: CheckedUpdate): [string, SqlValue][] {
  const plain = PLAIN_COLUMNS.flatMap(([field, column]): [string, SqlValue][] => {
    const value = update[field];
    if (value === undefined) return [];
    return [[column, typeof value === 'boolean' ? Number(value) : value]];
  });
  if (update.correspondenceAddress === undefined) return plain;
  const [line1, line2, town, postcode] = addressColumns(update.correspondenceAddress);
  return [
    ...plain,
    ['correspondence_line1', line1],
    ['correspondence_line2', line2],
    ['correspondence_town', town],
    ['correspondence_postcode', postcode],
  ];
}

export function customerRoutes(router: GatewayRouter): void {
  router.add(getMe, ({ principal, deps }) => {
    const customer = ownCustomer(deps.db, principal.customerId, principal);
    return { customer, accounts: accountSummariesOf(deps.db, customer.id) };
  });

  router.add(updateCustomer, async ({ params, body, principal, deps, c }) => {
    const customer = ownCustomer(deps.db, params.id, principal);
    const { currentPassword, email, ...update } = body;
    const newEmail = email === customer.email ? undefined : email;
    if (newEmail !== undefined) {
      await confirmCurrentPassword(
        deps,
        c,
        customer,
        currentPassword ?? '',
        'body.currentPassword',
      );
    }
    const changes = assignments(update);
    if (changes.length > 0) {
      execute(
        deps.db,
        `UPDATE customers SET ${changes.map(([column]) => `${column} = ?`).join(', ')}
          WHERE id = ?`,
        ...changes.map(([, value]) => value),
        customer.id,
      );
    }
    // The login moves once the new inbox has confirmed it (POST /api/v1/auth/email-changes/confirm).
    if (newEmail !== undefined) requestEmailChange(deps, customer, newEmail);
    return ownCustomer(deps.db, customer.id, principal);
  });

  router.add(requestNameChange, ({ params, body, principal, deps }) =>
    recordNameChangeRequest(deps, ownCustomer(deps.db, params.id, principal), body),
  );
}
