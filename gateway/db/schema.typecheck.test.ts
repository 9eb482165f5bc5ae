import type { Insertable, Selectable } from 'kysely';
import { IN_MEMORY, openDatabase } from './database';
import { migrate } from './migrate';
import type { Row, Tables } from './schema';
import { z } from 'zod';
import { execute, inTransaction, queryOne, type Database } from './sql';

/**
 * What `npm run typecheck` proves about the schema's types (schema.ts): a query naming a table
 * or column the schema does not have does not compile. Each `@ts-expect-error` below fails the
 * typecheck if its query ever compiles; run, each query is refused by the database as well.
 */
let database: Database;

beforeAll(async () => {
  database = openDatabase(IN_MEMORY);
  await migrate(database);
});

afterAll(() => database.destroy());

describe("Kysely's types for the gateway's schema", () => {
  it('type a query that names real tables and columns, and its rows', async () => {
    const query = database
      .selectFrom('accounts')
      .select(['id', 'number'])
      .where('customer_id', '=', 1);
    expect(query.compile().sql).toBe(
      'select "id", "number" from "accounts" where "customer_id" = ?',
    );
    expectTypeOf(await query.execute()).toEqualTypeOf<{ id: number; number: string }[]>();
  });

  it('run through the SQL helpers, in a transaction too, their rows parsed by zod', async () => {
    const written = await inTransaction(database, (transaction) =>
      execute(transaction, transaction.insertInto('settings').values({ key: 'k', value: 'v' })),
    );
    expect(written).toEqual({ changes: 1 });
    const setting = z.object({ value: z.string() });
    const query = database.selectFrom('settings').select('value').where('key', '=', 'k');
    expect(await queryOne(database, setting, query)).toEqual({ value: 'v' });
  });

  it('refuse a column that does not exist', async () => {
    const query = database
      .selectFrom('accounts')
      // @ts-expect-error: accounts has no column nickname.
      .select(['id', 'nickname']);
    await expect(query.execute()).rejects.toThrow(/no such column: "?nickname/);
  });

  it('refuse a column that does not exist in a condition', async () => {
    // @ts-expect-error: bills has no column paid_on.
    const query = database.selectFrom('bills').selectAll().where('paid_on', 'is', null);
    await expect(query.execute()).rejects.toThrow(/no such column: "?paid_on/);
  });

  it('refuse a table that does not exist', async () => {
    // @ts-expect-error: there is no table invoices.
    const query = database.selectFrom('invoices').selectAll();
    await expect(query.execute()).rejects.toThrow(/no such table: invoices/);
  });

  it('refuse a write to a column that does not exist', async () => {
    const query = database
      .updateTable('customers')
      // @ts-expect-error: customers has no column nickname.
      .set({ nickname: 'Sam' })
      .where('id', '=', 1);
    await expect(query.execute()).rejects.toThrow(/no such column: "?nickname/);
  });

  it('refuse a value a CHECK (column IN (…)) refuses', async () => {
    const query = database
      .updateTable('renewals')
      // @ts-expect-error: a renewal's status is Pending, Completed or Cancelled.
      .set({ status: 'Abandoned' });
    expect(query.compile().sql).toBe('update "renewals" set "status" = ?');
  });

  it('say which columns may be NULL, and which an INSERT may leave out', () => {
    expectTypeOf<Row<'accounts'>['address_line2']>().toEqualTypeOf<string | null>();
    expectTypeOf<Row<'accounts'>['town']>().toEqualTypeOf<string>();
    expectTypeOf<Selectable<Tables['customers']>['is_admin']>().toEqualTypeOf<0 | 1>();
    type NewBill = Insertable<Tables['bill_lines']>;
    // Numbered by the database, and NULL when left out: both optional.
    expectTypeOf<NewBill>().toHaveProperty('id').toEqualTypeOf<number | undefined>();
    expectTypeOf<NewBill['quantity']>().toEqualTypeOf<number | null | undefined>();
    // Required.
    expectTypeOf<NewBill['amount_pence']>().toEqualTypeOf<number>();
  });
});
