import { z } from 'zod';
import {
  getMe,
  updateCustomer,
  type Customer,
  type SupplyFuel,
} from '@/lib/gateway/contract/customer';
import type { Principal } from '../auth/access-tokens';
import { ACCOUNT_COLUMNS, accountRow } from '../accounts/owned-account';
import type { Db } from '../db/database';
import { execute, queryAll, queryOne, sqlBoolean } from '../db/query';
import { conflict, forbidden, notFound } from '../http/http-error';
import type { GatewayRouter } from '../http/router';

const customerRow = z.object({
  id: z.number().int(),
  title: z.enum(['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr']).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  marketingConsent: sqlBoolean,
  evMarketingConsent: sqlBoolean,
  admin: sqlBoolean,
});

function customerById(db: Db, id: number): Customer | undefined {
  return queryOne(
    db,
    customerRow,
    `SELECT id, title, first_name AS firstName, last_name AS lastName, email, phone,
            date_of_birth AS dateOfBirth, marketing_consent AS marketingConsent,
            ev_marketing_consent AS evMarketingConsent, is_admin AS admin
       FROM customers WHERE id = ?`,
    id,
  );
}

function ownCustomer(db: Db, id: number, principal: Principal): Customer {
  const customer = customerById(db, id);
  if (!customer) throw notFound('We could not find that customer.');
  if (customer.id !== principal.customerId) {
    throw forbidden('You can only see and change your own details.');
  }
  return customer;
}

const fuelsRow = z.object({ accountId: z.number().int(), fuel: z.enum(['electricity', 'gas']) });

/** Each field a customer may change, and its column. */
const UPDATABLE = [
  ['title', 'title'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['marketingConsent', 'marketing_consent'],
  ['evMarketingConsent', 'ev_marketing_consent'],
] as const;

export function customerRoutes(router: GatewayRouter): void {
  router.add(getMe, ({ principal, deps }) => {
    const customer = ownCustomer(deps.db, principal.customerId, principal);
    const accounts = queryAll(
      deps.db,
      accountRow,
      `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE customer_id = ? ORDER BY id`,
      customer.id,
    );
    const fuels = queryAll(
      deps.db,
      fuelsRow,
      `SELECT DISTINCT m.account_id AS accountId, m.fuel FROM meter_points m
         JOIN accounts a ON a.id = m.account_id WHERE a.customer_id = ? ORDER BY m.fuel DESC`,
      customer.id,
    );
    return {
      customer,
      accounts: accounts.map((account) => {
        const accountFuels = fuels.filter((f) => f.accountId === account.id).map((f) => f.fuel);
        const fuelType: SupplyFuel =
          accountFuels.length === 2
            ? 'ElecAndGas'
            : accountFuels[0] === 'gas'
              ? 'Gas'
              : 'Electricity';
        return {
          id: account.id,
          number: account.number,
          supplyAddress: {
            line1: account.line1,
            line2: account.line2,
            town: account.town,
            postcode: account.postcode,
          },
          fuelType,
          fuels: accountFuels,
          openedOn: account.openedOn,
        };
      }),
    };
  });

  router.add(updateCustomer, ({ params, body, principal, deps }) => {
    const customer = ownCustomer(deps.db, params.id, principal);
    const changes = UPDATABLE.filter(([field]) => body[field] !== undefined);
    const taken =
      body.email !== undefined &&
      queryOne(
        deps.db,
        z.object({ id: z.number() }),
        'SELECT id FROM customers WHERE email = ? AND id <> ?',
        body.email,
        customer.id,
      );
    if (taken) {
      throw conflict(
        'Another account already uses that email address. Please use a different one.',
      );
    }
    execute(
      deps.db,
      `UPDATE customers SET ${changes.map(([, column]) => `${column} = ?`).join(', ')} WHERE id = ?`,
      ...changes.map(([field]) => {
        const value = body[field];
        return typeof value === 'boolean' ? Number(value) : (value ?? null);
      }),
      customer.id,
    );
    return ownCustomer(deps.db, customer.id, principal);
  });
}
