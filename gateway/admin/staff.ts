import { z } from 'zod';
import { ACCOUNT_SECTIONS } from '@/lib/gateway/contract/account-sections';
import type { Principal } from '../auth/access-tokens';
import { queryOne, sqlBoolean, type Executor } from '../db/sql';
import { forbidden } from '../http/http-error';

/** The Admin section's refusal (lib/gateway/contract/account-sections.ts), as its screen words it. */
export const STAFF_ONLY_MESSAGE = ACCOUNT_SECTIONS.admin.customer[0].reason;

declare const staffChecked: unique symbol;

/** A signed-in customer found to be staff just now; only requireAdmin makes one. */
export interface Staff {
  readonly customerId: number;
  readonly [staffChecked]: true;
}

/**
 * The signed-in customer as staff, or a 403 for anyone not flagged admin in the customers table
 * at this moment. The token's own admin claim is not enough: a token lives for an hour, and
 * taking someone's flag away must end their sight of other people's accounts at once.
 */
export async function requireAdmin(db: Executor, principal: Principal): Promise<Staff> {
  const customer = await queryOne(
    db,
    z.object({ admin: sqlBoolean }),
    db.selectFrom('customers').select('is_admin as admin').where('id', '=', principal.customerId),
  );
  if (!customer?.admin) throw forbidden(STAFF_ONLY_MESSAGE);
  return { customerId: principal.customerId } as Staff;
}
