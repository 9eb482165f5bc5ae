import { z } from 'zod';
import type { Updateable } from 'kysely';
import {
  billFormats,
  nameChangeReasons,
  titles,
  type Customer,
  type CustomerUpdate,
  type NameChangeRequest,
} from '@/lib/gateway/contract/customer';
import type { Principal } from '../auth/access-tokens';
import { correspondenceColumns } from '../accounts/insert-rows';
import type { Tables } from '../db/schema';
import { execute, queryOne, sqlBoolean, sqlFlag, type Executor } from '../db/sql';
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

/** Name change requests as nameChangeRow reads them. */
export function selectNameChanges(db: Executor) {
  return db
    .selectFrom('name_change_requests')
    .select([
      'id',
      'first_name as firstName',
      'last_name as lastName',
      'reason',
      'details',
      'status',
      'requested_at as requestedAt',
    ]);
}

export async function pendingNameChangeOf(
  db: Executor,
  customerId: number,
): Promise<NameChangeRequest | null> {
  return (
    (await queryOne(
      db,
      nameChangeRow,
      selectNameChanges(db)
        .where('customer_id', '=', customerId)
        .where('status', '=', 'Pending')
        .orderBy('id', 'desc')
        .limit(1),
    )) ?? null
  );
}

/** Any customer, whoever asks: ownCustomer for a customer's own calls, staff calls alone. */
export async function customerById(db: Executor, id: number): Promise<Customer | undefined> {
  const row = await queryOne(
    db,
    customerRow,
    db
      .selectFrom('customers')
      .select([
        'id',
        'title',
        'first_name as firstName',
        'last_name as lastName',
        'email',
        'phone',
        'date_of_birth as dateOfBirth',
        'marketing_consent as marketingConsent',
        'ev_marketing_consent as evMarketingConsent',
        'is_admin as admin',
        'correspondence_line1 as correspondenceLine1',
        'correspondence_line2 as correspondenceLine2',
        'correspondence_town as correspondenceTown',
        'correspondence_postcode as correspondencePostcode',
        'bill_format as billFormat',
      ])
      .where('id', '=', id),
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

type DetailsUpdate = Omit<CustomerUpdate, 'currentPassword' | 'email'>;

/** The columns an update of the customer's own details sets: only those it gives. */
function detailColumns(update: DetailsUpdate): Updateable<Tables['customers']> {
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : sqlFlag(value));
  const columns: Updateable<Tables['customers']> = {
    title: update.title,
    phone: update.phone,
    bill_format: update.billFormat,
    marketing_consent: flag(update.marketingConsent),
    ev_marketing_consent: flag(update.evMarketingConsent),
    ...(update.correspondenceAddress !== undefined &&
      correspondenceColumns(update.correspondenceAddress)),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** Changes the customer's contact details and preferences that `update` gives. */
export async function updateCustomerDetails(
  db: Executor,
  customerId: number,
  update: DetailsUpdate,
): Promise<void> {
  const columns = detailColumns(update);
  if (Object.keys(columns).length === 0) return;
  await execute(db, db.updateTable('customers').set(columns).where('id', '=', customerId));
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
