import { z } from 'zod';
import {
  billFormats,
  nameChangeReasons,
  titles,
  type Customer,
  type NameChangeRequest,
} from '@/lib/gateway/contract/customer';
import type { Principal } from '../auth/access-tokens';
import { queryOne, sql, sqlBoolean, type Executor } from '../db/sql';
import { notFound } from '../http/http-error';
import { pendingEmailOf } from './email-change';

const customerRow = z.object({
  id: z.number().int(),
  title: z.enum(titles).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  marketingConsent: sqlBoolean,
  evMarketingConsent: sqlBoolean,
  admin: sqlBoolean,
  correspondenceLine1: z.string().nullable(),
  correspondenceLine2: z.string().nullable(),
  correspondenceTown: z.string().nullable(),
  correspondencePostcode: z.string().nullable(),
  billFormat: z.enum(billFormats),
});

export const nameChangeRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  reason: z.enum(nameChangeReasons),
  details: z.string().nullable(),
  status: z.enum(['Pending', 'Completed', 'Declined']),
  requestedAt: z.string(),
});

export const NAME_CHANGE_COLUMNS = sql`id, first_name AS "firstName", last_name AS "lastName",
  reason, details, status, requested_at AS "requestedAt"`;

export async function pendingNameChangeOf(
  db: Executor,
  customerId: number,
): Promise<NameChangeRequest | null> {
  return (
    (await queryOne(
      db,
      nameChangeRow,
      sql`SELECT ${NAME_CHANGE_COLUMNS} FROM name_change_requests
           WHERE customer_id = ${customerId} AND status = 'Pending' ORDER BY id DESC LIMIT 1`,
    )) ?? null
  );
}

/** Any customer, whoever asks: ownCustomer for a customer's own calls, staff calls alone. */
export async function customerById(db: Executor, id: number): Promise<Customer | undefined> {
  const row = await queryOne(
    db,
    customerRow,
    sql`SELECT id, title, first_name AS "firstName", last_name AS "lastName", email, phone,
               date_of_birth AS "dateOfBirth", marketing_consent AS "marketingConsent",
               ev_marketing_consent AS "evMarketingConsent", is_admin AS admin,
               correspondence_line1 AS "correspondenceLine1",
               correspondence_line2 AS "correspondenceLine2",
               correspondence_town AS "correspondenceTown",
               correspondence_postcode AS "correspondencePostcode", bill_format AS "billFormat"
          FROM customers WHERE id = ${id}`,
  );
  if (!row) return undefined;
  const {
    correspondenceLine1: line1,
    correspondenceLine2: line2,
    correspondenceTown: town,
    correspondencePostcode: postcode,
    ...customer
  } = row;
  return {
    ...customer,
    correspondenceAddress:
      line1 !== null && town !== null && postcode !== null
        ? { line1, line2, town, postcode }
        : null,
    pendingNameChange: await pendingNameChangeOf(db, id),
    pendingEmail: await pendingEmailOf(db, id),
  };
}

export const CUSTOMER_NOT_FOUND_MESSAGE = 'We could not find that customer.';

/**
 * The customer, if it is the signed-in one: anyone else is answered as a customer that does
 * not exist (404, same message), so ids cannot be tried to find out who is a customer.
 */
export async function ownCustomer(
  db: Executor,
  id: number,
  principal: Principal,
): Promise<Customer> {
  // Only the signed-in customer is looked up: someone else costs the same as nobody.
  const customer = id === principal.customerId ? await customerById(db, id) : undefined;
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
  return customer;
}
