import { z } from 'zod';
import { IN_MEMORY, dialectOf, openDatabase, openSqliteHandle, sqliteDatabase } from './database';
import { migrate } from './migrate';
import { SCHEMA } from './schema';
import type { ColumnSpec } from './schema-columns';
import { queryAll, sql } from './sql';
import { testDatabaseLocation } from '@/tests/gateway/test-database';

/** Kysely's record of the migrations it ran, not a table of the gateway's. */
const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

interface FoundColumn {
  type: string;
  nullable: boolean;
  default: ColumnSpec['default'];
  values?: readonly (string | number)[];
}

/** One line per table and per column, so that a difference either way names what it is. */
function facts(tables: Iterable<[string, Iterable<[string, FoundColumn]>]>): string[] {
  const lines: string[] = [];
  for (const [table, columns] of tables) {
    lines.push(`table ${table}`);
    for (const [name, column] of columns) {
      const values = column.values && ` IN (${column.values.map(String).sort().join(', ')})`;
      lines.push(
        `column ${table}.${name} ${column.type}${column.nullable ? ' NULL' : ' NOT NULL'}` +
          `${column.default === 'none' ? '' : ` DEFAULT ${column.default}`}${values ?? ''}`,
      );
    }
  }
  return lines.sort();
}

/** What schema.ts says, with or without the values of each CHECK (column IN (…)). */
function described({ withValues }: { withValues: boolean }): string[] {
  return facts(
    Object.entries(SCHEMA).map(([table, columns]) => [
      table,
      Object.entries(columns).map(([name, column]: [string, ColumnSpec]) => [
        name,
        withValues ? column : { ...column, values: undefined },
      ]),
    ]),
  );
}

const SQLITE_TYPES: Record<string, string> = {
  INTEGER: 'integer',
  TEXT: 'text',
  'DOUBLE PRECISION': 'real',
};

const SCHEMA_DEFAULTS = new Map(
  Object.entries(SCHEMA).flatMap(([table, columns]) =>
    Object.entries(columns).map(([name, column]: [string, ColumnSpec]) => [
      `${table}.${name}`,
      column.default,
    ]),
  ),
);

const sqliteColumn = z.object({
  name: z.string(),
  type: z.string(),
  notnull: z.number(),
  dflt_value: z.string().nullable(),
  pk: z.number(),
});

/** Every `column IN (…literals)` in a CREATE TABLE, as CHECK constraints spell it. */
function valuesAllowed(createTable: string): Map<string, (string | number)[]> {
  const found = new Map<string, (string | number)[]>();
  for (const [, name = '', list = ''] of createTable.matchAll(/"?(\w+)"?\s+IN\s*\(([^()]*)\)/gi)) {
    const values = list
      .split(',')
      .map((value) => value.trim())
      .map((value) => (value.startsWith("'") ? value.slice(1, -1) : Number(value)));
    found.set(name, values);
  }
  return found;
}

async function sqliteFacts(): Promise<string[]> {
  const db = openSqliteHandle(IN_MEMORY);
  await migrate(sqliteDatabase(db));
  const tables = z
    .array(z.object({ name: z.string(), sql: z.string() }))
    .parse(
      db
        .prepare(
          `SELECT name, sql FROM sqlite_master
              WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
        )
        .all(),
    )
    .filter(({ name }) => !KYSELY_TABLES.has(name));
  return facts(
    tables.map(({ name: table, sql: createTable }) => {
      const columns = z.array(sqliteColumn).parse(db.pragma(`table_info(${table})`));
      const keyColumns = columns.filter((column) => column.pk > 0).length;
      const allowed = valuesAllowed(createTable);
      return [
        table,
        columns.map((column): [string, FoundColumn] => {
          // INTEGER PRIMARY KEY alone makes the column the rowid, numbered when left out. On
          // SQLite that is all an identity is; only PostgreSQL tells an identity from a key
          // always given (direct_debits.account_id), so here an identity must be a rowid.
          const rowid = column.type === 'INTEGER' && column.pk === 1 && keyColumns === 1;
          const identity = rowid && SCHEMA_DEFAULTS.get(`${table}.${column.name}`) === 'identity';
          return [
            column.name,
            {
              type: SQLITE_TYPES[column.type] ?? column.type,
              // SQLite lets a TEXT primary key hold NULL, an old quirk PostgreSQL does not
              // share; the gateway never stores one, so a key is not nullable on either.
              nullable: column.notnull === 0 && column.pk === 0,
              default:
                column.dflt_value !== null ? 'value' : identity ? 'identity' : ('none' as const),
              values: allowed.get(column.name),
            },
          ];
        }),
      ];
    }),
  );
}

const POSTGRES_TYPES: Record<string, string> = {
  integer: 'integer',
  text: 'text',
  'double precision': 'real',
};

const DIFFERENCE = 'schema.ts (-) differs from the migrated database (+)';

describe("the schema's description (schema.ts)", () => {
  it('names every table and column a migrated SQLite database has, and no other', async () => {
    expect(await sqliteFacts(), DIFFERENCE).toEqual(described({ withValues: true }));
  });

  it('names every table and column a migrated PostgreSQL database has, and no other', async (context) => {
    const database = openDatabase(await testDatabaseLocation());
    // Only under npm run test:postgres; a CHECK's values are written once for both engines,
    // and compared on SQLite.
    if (dialectOf(database) !== 'postgres') context.skip();
    await migrate(database);
    const tables = await queryAll(
      database,
      z.object({ table: z.string() }),
      sql`SELECT table_name AS "table" FROM information_schema.tables
           WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const columns = await queryAll(
      database,
      z.object({
        table: z.string(),
        column: z.string(),
        type: z.string(),
        nullable: z.enum(['YES', 'NO']),
        default: z.string().nullable(),
        identity: z.enum(['YES', 'NO']),
      }),
      sql`SELECT table_name AS "table", column_name AS "column", data_type AS type,
                 is_nullable AS nullable, column_default AS "default", is_identity AS identity
            FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    const found = tables
      .map(({ table }) => table)
      .filter((table) => !KYSELY_TABLES.has(table))
      .map((table): [string, [string, FoundColumn][]] => [
        table,
        columns
          .filter((column) => column.table === table)
          .map((column) => [
            column.column,
            {
              type: POSTGRES_TYPES[column.type] ?? column.type,
              nullable: column.nullable === 'YES',
              default:
                column.identity === 'YES' ? 'identity' : column.default === null ? 'none' : 'value',
            },
          ]),
      ]);
    expect(facts(found), DIFFERENCE).toEqual(described({ withValues: false }));
    await database.destroy();
  });
});
