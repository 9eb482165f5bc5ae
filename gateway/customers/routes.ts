import { getMe, requestNameChange, updateCustomer } from '@/lib/gateway/contract/customer';
import type { EndpointBody } from '@/lib/gateway/contract/endpoint';
import { addressColumns } from '../accounts/insert-rows';
import { confirmCurrentPassword } from '../auth/confirm-password';
import { execute, type SqlValue } from '../db/query';
import type { GatewayRouter } from '../http/router';
import { emailChanged } from '../mail/messages';
import { accountSummariesOf } from './account-summaries';
import { ownCustomer } from './customer-record';
import { ownerOfEmail, refuseEmailInUse } from './email-in-use';
import { recordNameChangeRequest } from './name-change';

/** Each column a customer may change by a plain value, and how the value is stored. */
const PLAIN_COLUMNS = [
  ['title', 'title'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['billFormat', 'bill_format'],
  ['marketingConsent', 'marketing_consent'],
  ['evMarketingConsent', 'ev_marketing_consent'],
] as const;

type CheckedUpdate = Omit<EndpointBody<typeof updateCustomer>, 'currentPassword'>;

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
    const { currentPassword, ...update } = body;
    if (update.email === customer.email) delete update.email;
    if (update.email !== undefined) {
      await confirmCurrentPassword(
        deps,
        c,
        customer,
        currentPassword ?? '',
        'body.currentPassword',
      );
      const owner = ownerOfEmail(deps.db, update.email, customer.id);
      if (owner) throw refuseEmailInUse(deps, owner, 'change-email', 'body.email');
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
    if (update.email !== undefined) {
      // To the old address: if someone else moved the login, its owner still hears of it.
      deps.mailer.send(emailChanged(customer, update.email, deps.now(), deps.siteUrl));
    }
    return ownCustomer(deps.db, customer.id, principal);
  });

  router.add(requestNameChange, ({ params, body, principal, deps }) =>
    recordNameChangeRequest(deps, ownCustomer(deps.db, params.id, principal), body),
  );
}
