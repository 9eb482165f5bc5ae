// @vitest-environment node
import { IN_MEMORY, openDatabase } from './database';
import { migrate, readMigrations } from './migrate';

/** Migrates a new database up to and including `version`. */
function migratedTo(version: number) {
  const db = openDatabase(IN_MEMORY);
  migrate(
    db,
    readMigrations().filter((migration) => migration.version <= version),
  );
  return db;
}

describe('0029: correspondence addresses', () => {
  it("moves a sign-up's billing address from its account to the customer", () => {
    const db = migratedTo(28);
    const customer = (email: string) =>
      db
        .prepare(
          `INSERT INTO customers (first_name, last_name, email, password_hash, created_at)
           VALUES ('Sol', 'Ade', ?, 'hash', '2026-01-01T00:00:00Z')`,
        )
        .run(email).lastInsertRowid;
    const account = (customerId: number | bigint, number: string, billing: string | null) =>
      db
        .prepare(
          `INSERT INTO accounts (number, customer_id, address_line1, town, postcode, opened_on,
             referral_code, billing_line1, billing_town, billing_postcode)
           VALUES (?, ?, '1 High Street', 'Bath', 'BA1 1AA', '2026-01-01', ?, ?, ?, ?)`,
        )
        .run(
          number,
          customerId,
          `REF-${number}`,
          billing,
          billing && 'Leeds',
          billing && 'LS1 5HD',
        );
    account(customer('billed@example.com'), '50000001', '1 Park Row');
    account(customer('plain@example.com'), '50000002', null);

    migrate(db);

    expect(
      db
        .prepare(
          `SELECT email, correspondence_line1 AS line1, correspondence_town AS town,
                  correspondence_postcode AS postcode, bill_format AS billFormat
             FROM customers ORDER BY id`,
        )
        .all(),
    ).toEqual([
      {
        email: 'billed@example.com',
        line1: '1 Park Row',
        town: 'Leeds',
        postcode: 'LS1 5HD',
        billFormat: 'standard',
      },
      {
        email: 'plain@example.com',
        line1: null,
        town: null,
        postcode: null,
        billFormat: 'standard',
      },
    ]);
    const accountColumns = db
      .prepare('SELECT name FROM pragma_table_info(?)')
      .pluck()
      .all('accounts');
    expect(accountColumns).not.toContain('billing_line1');
  });
});
