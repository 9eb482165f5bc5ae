import { formatLongDate } from '@/lib/format-date';
import type { Customer, NameChangeRequest } from '@/lib/gateway/contract/customer';
import { insertId, queryOne, sql } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { conflict } from '../http/http-error';
import { NAME_CHANGE_COLUMNS, nameChangeRow } from './customer-record';

interface NameChangeInput {
  firstName: string;
  lastName: string;
  reason: NameChangeRequest['reason'];
  details?: string | undefined;
}

/**
 * Records a change of name for staff to check (they ask for the marriage certificate, deed
 * poll…): a name on an energy account is not changed on the customer's word alone. One request
 * is dealt with at a time.
 */
export async function recordNameChangeRequest(
  { database, now }: GatewayDeps,
  customer: Customer,
  input: NameChangeInput,
): Promise<NameChangeRequest> {
  const pending = customer.pendingNameChange;
  if (pending) {
    throw conflict(
      `You asked us to change your name to ${pending.firstName} ${pending.lastName} on ` +
        `${formatLongDate(pending.requestedAt)}. We will be in touch about it ` +
        'before you can ask again.',
    );
  }
  const id = await insertId(
    database,
    sql`INSERT INTO name_change_requests
          (customer_id, first_name, last_name, reason, details, requested_at)
        VALUES (${customer.id}, ${input.firstName}, ${input.lastName}, ${input.reason},
                ${input.details || null}, ${now().toISOString()})
        RETURNING id`,
  );
  const recorded = await queryOne(
    database,
    nameChangeRow,
    sql`SELECT ${NAME_CHANGE_COLUMNS} FROM name_change_requests WHERE id = ${id}`,
  );
  if (!recorded) throw new Error(`Name change request ${id} was not recorded`);
  return recorded;
}
