import { formatLongDate } from '@/lib/format-date';
import type { Customer, NameChangeRequest } from '@/lib/gateway/contract/customer';
import { insertId, queryOne } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { conflict } from '../http/http-error';
import { nameChangeRow, selectNameChanges } from './customer-record';

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
    database
      .insertInto('name_change_requests')
      .values({
        customer_id: customer.id,
        first_name: input.firstName,
        last_name: input.lastName,
        reason: input.reason,
        details: input.details || null,
        requested_at: now().toISOString(),
      })
      .returning('id'),
  );
  const recorded = await queryOne(
    database,
    nameChangeRow,
    selectNameChanges(database).where('id', '=', id),
  );
  if (!recorded) throw new Error(`Name change request ${id} was not recorded`);
  return recorded;
}
