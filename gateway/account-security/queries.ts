import { z } from 'zod';
import { hasEmail } from '../auth/credentials';
import { execute, queryOne, queryValue, type Executor } from '../db/sql';

export const namedCustomer = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
/** A login as emails about its security greet it, and as password rules check against it. */
export type NamedCustomer = z.infer<typeof namedCustomer>;

export function namedCustomers(db: Executor) {
  return db
    .selectFrom('customers')
    .select(['id', 'email', 'first_name as firstName', 'last_name as lastName']);
}

export function customerById(db: Executor, id: number): Promise<NamedCustomer | undefined> {
  return queryOne(db, namedCustomer, namedCustomers(db).where('id', '=', id));
}

export function customerByEmail(db: Executor, email: string): Promise<NamedCustomer | undefined> {
  return queryOne(db, namedCustomer, namedCustomers(db).where(hasEmail(email)));
}

/** How many reset links a login has been sent since `since`. */
export async function resetLinksSince(
  db: Executor,
  customerId: number,
  since: Date,
): Promise<number> {
  const count = await queryValue(
    db,
    z.number(),
    db
      .selectFrom('password_resets')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('customer_id', '=', customerId)
      .where('created_at', '>', since.toISOString()),
  );
  return count ?? 0;
}

/** Gives a login a new password (its hash). */
export async function setPasswordHash(
  db: Executor,
  customerId: number,
  passwordHash: string,
): Promise<void> {
  await execute(
    db,
    db.updateTable('customers').set({ password_hash: passwordHash }).where('id', '=', customerId),
  );
}
