import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { IN_MEMORY, openDatabase, openSqliteHandle, sqliteDatabase, type Db } from './database';
import { migrate } from './migrate';
import { baseline } from './migrations/0001-baseline';
import { execute, insertId, queryValue, sql, type Database } from './sql';
import { testDatabaseLocation } from '@/tests/gateway/test-database';

/** The schema today's 24 numbered SQLite migrations built, before the baseline replaced them. */
function legacyDatabase(): Db {
  const db = openSqliteHandle(IN_MEMORY);
  db.exec(
    readFileSync(join(import.meta.dirname, '../../tests/fixtures/legacy-schema.sql'), 'utf8'),
  );
  return db;
}

async function baselineDatabase(): Promise<Db> {
  const db = openSqliteHandle(IN_MEMORY);
  await migrate(sqliteDatabase(db), { '0001-baseline': baseline });
  return db;
}

/** SQLite's rules for the affinity a declared type gives a column. */
function affinity(type: string): string {
  const upper = type.toUpperCase();
  if (upper.includes('INT')) return 'INTEGER';
  if (/CHAR|CLOB|TEXT/.test(upper)) return 'TEXT';
  if (upper === '' || upper.includes('BLOB')) return 'BLOB';
  if (/REAL|FLOA|DOUB/.test(upper)) return 'REAL';
  return 'NUMERIC';
}

const column = z.object({
  name: z.string(),
  type: z.string(),
  notnull: z.number(),
  dflt_value: z.string().nullable(),
  pk: z.number(),
});
const foreignKey = z.object({ table: z.string(), from: z.string(), to: z.string() });
const index = z.object({ name: z.string(), unique: z.number(), origin: z.string() });
const indexColumn = z.object({ name: z.string().nullable(), coll: z.string(), key: z.number() });

/** One line per fact about the schema: every column, foreign key and index, as SQLite sees it. */
function schemaFacts(db: Db): string[] {
  const tables = z.array(z.string()).parse(
    db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
             AND name NOT LIKE 'kysely_%' AND name <> 'schema_migrations'`,
      )
      .pluck()
      .all(),
  );
  const indexSql = new Map(
    z
      .array(z.object({ name: z.string(), sql: z.string().nullable() }))
      .parse(db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index'`).all())
      .map(({ name, sql }) => [name, sql]),
  );
  return tables.flatMap((table) => [
    `table ${table}`,
    ...z
      .array(column)
      .parse(db.pragma(`table_info(${table})`))
      .map(
        (c) =>
          `column ${table}.${c.name} ${affinity(c.type)}${c.notnull ? ' NOT NULL' : ''}` +
          `${c.dflt_value === null ? '' : ` DEFAULT ${c.dflt_value}`}${c.pk ? ` PK ${c.pk}` : ''}`,
      ),
    ...z
      .array(foreignKey)
      .parse(db.pragma(`foreign_key_list(${table})`))
      .map((fk) => `foreign key ${table}.${fk.from} -> ${fk.table}.${fk.to}`),
    ...z
      .array(index)
      .parse(db.pragma(`index_list(${table})`))
      .map((found) => {
        const columns = z
          .array(indexColumn)
          .parse(db.pragma(`index_xinfo(${found.name})`))
          .filter((c) => c.key === 1)
          .map((c) => `${c.name ?? 'expression'}${c.coll === 'BINARY' ? '' : ` ${c.coll}`}`);
        // Indexes SQLite makes for UNIQUE and PRIMARY KEY constraints have its own names.
        const name = found.origin === 'c' ? `${found.name} ` : '';
        const where = / WHERE (.*)$/s.exec(indexSql.get(found.name) ?? '')?.[1];
        return (
          `${found.unique ? 'unique ' : ''}index ${name}on ${table} (${columns.join(', ')})` +
          `${where ? ` where ${where.replace(/\s+/g, ' ')}` : ''}`
        );
      }),
  ]);
}

describe('the baseline migration', () => {
  it('builds the schema the numbered migrations had, but for emails', async () => {
    const legacy = schemaFacts(legacyDatabase());
    const baseline = schemaFacts(await baselineDatabase());
    expect(legacy).toContain('table customers');
    expect({
      gone: legacy.filter((fact) => !baseline.includes(fact)),
      added: baseline.filter((fact) => !legacy.includes(fact)),
    }).toEqual({
      // Unique whatever their case on PostgreSQL too, where COLLATE NOCASE has no spelling.
      gone: [
        'unique index on customers (email NOCASE)',
        'unique index on ev_reminders (email NOCASE)',
        'index login_failures_by_email on login_failures (email NOCASE, failed_at)',
        'unique index on login_blocks (email NOCASE, client)',
      ],
      added: [
        'unique index customers_by_email on customers (expression)',
        'unique index ev_reminders_by_email on ev_reminders (expression)',
        'index login_failures_by_email on login_failures (email, failed_at)',
        'unique index on login_blocks (email, client)',
      ],
    });
  });
});

/** Whether `db` takes the row, foreign keys aside. */
function accepts(db: Db, table: string, row: Record<string, string | number | null>): boolean {
  db.pragma('foreign_keys = OFF');
  const columns = Object.keys(row);
  try {
    db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
    ).run(row);
    return true;
  } catch {
    return false;
  }
}

// The GLOB patterns in CHECKs, which PostgreSQL lacks, rewritten: the same values pass.
const patterns: [
  string,
  (value: string, n: number) => Record<string, string | number>,
  string[],
][] = [
  [
    'meter_points.mpan',
    (mpan) => ({
      account_id: 1,
      fuel: 'electricity',
      mpan,
      meter_type: 'smart',
      meter_serial: 'S',
    }),
    ['1234567890123', '123456789012', '12345678901234', '12345678901a3', ' 234567890123', ''],
  ],
  [
    'vehicles.registration_plate',
    (plate) => ({ registration_plate: plate, make: 'M', model: 'M', fuel: 'PETROL' }),
    ['AB12CDE', '7ABC', 'ab12cde', ' AB1', '-AB', 'A b c', ''],
  ],
  [
    'direct_debits.sort_code_masked',
    (masked, n) => ({ ...directDebit(n), sort_code_masked: masked }),
    ['**-**-12', '**-**-1a', '**-**-123', '*-**-12', '**_**-12', '**-**-', '12-34-56'],
  ],
  [
    'direct_debits.account_number_masked',
    (masked, n) => ({ ...directDebit(n), account_number_masked: masked }),
    ['******12', '*****123', '******1', '******ab', '*******12', '12345678'],
  ],
  [
    'warm_home_discount_broader_group.scheme_year',
    (year) => ({ scheme_year: year, opens_on: '2025-10-01', places: 1 }),
    ['2025/26', '2025-26', '202/261', '2025/2a', '2025/266', 'abcd/ef', ''],
  ],
];

function directDebit(accountId: number) {
  return {
    account_id: accountId,
    amount_pence: 100,
    day_of_month: 1,
    account_holder: 'A',
    sort_code_masked: '**-**-12',
    account_number_masked: '******12',
    bank_name: '',
    updated_at: '2026-01-01',
  };
}

describe('the baseline’s CHECKs without GLOB', () => {
  it.each(patterns)('take the same values of %s as the legacy GLOB', async (name, row, values) => {
    const [table = ''] = name.split('.');
    const taken = (db: Db) => values.map((value, n) => accepts(db, table, row(value, n + 1)));
    const legacy = taken(legacyDatabase());
    expect(legacy).toContain(true);
    expect(legacy).toContain(false);
    expect(taken(await baselineDatabase())).toEqual(legacy);
  });
});

describe('the baseline’s triggers', () => {
  async function migrated(): Promise<Database> {
    const database = openDatabase(await testDatabaseLocation());
    await migrate(database);
    return database;
  }
  const version = (database: Database) =>
    queryValue(database, z.number(), sql`SELECT version FROM catalogue_version`);

  it('move the catalogue’s version at every change to tariffs and their regional prices', async () => {
    const database = await migrated();
    const changes = [
      sql`INSERT INTO tariffs (code, name, fuel, pricing, kind, meter_profile, standing_charge_pence_x100)
          VALUES ('T', 'Tariff', 'gas', 'variable', 'standard', 'standard', 100)`,
      sql`INSERT INTO tariff_region_prices (tariff_code, region_id, standing_charge_inc_vat_pence_x100)
          VALUES ('T', 10, 100)`,
      sql`INSERT INTO tariff_region_rates (tariff_code, region_id, rate_name, unit_rate_inc_vat_pence_x100)
          VALUES ('T', 10, 'standard', 2000)`,
      sql`UPDATE tariff_region_rates SET unit_rate_inc_vat_pence_x100 = 2100`,
      sql`UPDATE tariff_region_prices SET standing_charge_inc_vat_pence_x100 = 101`,
      sql`UPDATE tariffs SET name = 'Renamed'`,
      sql`DELETE FROM tariff_region_rates`,
      sql`DELETE FROM tariff_region_prices`,
      sql`DELETE FROM tariffs`,
    ];
    for (const [n, change] of changes.entries()) {
      await execute(database, change);
      expect(await version(database)).toBe(n + 2);
    }
  });

  it('keep the admin audit as written', async () => {
    const database = await migrated();
    const staff = await insertId(
      database,
      sql`INSERT INTO customers (first_name, last_name, email, password_hash, created_at)
          VALUES ('Sam', 'Staff', 'sam@so.energy', 'hash', '2026-01-01') RETURNING id`,
    );
    await execute(
      database,
      sql`INSERT INTO admin_audit (staff_customer_id, action, search_query, at)
          VALUES (${staff}, 'search', 'smith', '2026-01-01')`,
    );
    await expect(
      execute(database, sql`UPDATE admin_audit SET search_query = 'jones'`),
    ).rejects.toThrow('admin_audit rows cannot be changed');
    await expect(execute(database, sql`DELETE FROM admin_audit`)).rejects.toThrow(
      'admin_audit rows cannot be removed',
    );
  });
});
