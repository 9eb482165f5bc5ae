import { z } from 'zod';
import { getMe, requestNameChange, updateCustomer } from '@/lib/gateway/contract/customer';
import type { EndpointBody } from '@/lib/gateway/contract/endpoint';
import { addressColumns } from '../accounts/insert-rows';
import { confirmCurrentPassword } from '../auth/confirm-password';
import type { Db } from '../db/database';
import { execute, queryOne, type SqlValue } from '../db/query';
import { conflict } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { accountSummariesOf } from './account-summaries';
import { ownCustomer } from './customer-record';
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

function assertEmailFree(db: Db, email: string, customerId: number) {
  const taken = queryOne(
    db,
    z.object({ id: z.number() }),
    'SELECT id FROM customers WHERE email = ? AND id <> ?',
    email,
    customerId,
  );
  if (taken) {
    throw conflict('Another account already uses that email address. Please use a different one.');
  }
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
      assertEmailFree(deps.db, update.email, customer.id);
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
    return ownCustomer(deps.db, customer.id, principal);
  });

  router.add(requestNameChange, ({ params, body, principal, deps }) =>
    recordNameChangeRequest(deps, ownCustomer(deps.db, params.id, principal), body),
  );
}
