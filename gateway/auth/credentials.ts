import type { ExpressionBuilder } from 'kysely';
import { z } from 'zod';
import type { Tables } from '../db/schema';
import { queryOne, sqlBoolean, type Executor } from '../db/sql';

/** Logins match their email in any case: `.where(hasEmail(email))` on `customers`. */
export const hasEmail = (email: string) => (eb: ExpressionBuilder<Tables, 'customers'>) =>
  eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)]));

const credentials = z.object({
  id: z.number().int(),
  email: z.string(),
  passwordHash: z.string(),
  admin: sqlBoolean,
});
export type Credentials = z.infer<typeof credentials>;

/** A login's email, password hash and staff flag, by its email (in any case) or its id. */
export function credentialsOf(db: Executor, by: { email: string } | { id: number }) {
  return queryOne(
    db,
    credentials,
    db
      .selectFrom('customers')
      .select(['id', 'email', 'password_hash as passwordHash', 'is_admin as admin'])
      .where('email' in by ? hasEmail(by.email) : (eb) => eb('id', '=', by.id)),
  );
}
