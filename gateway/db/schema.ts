import type { Generated, Selectable } from 'kysely';
import type { ColumnSpec } from './schema-columns';
import { BILLING_TABLES } from './schema-billing-tables';
import { CUSTOMER_TABLES } from './schema-customer-tables';
import { SALES_TABLES } from './schema-sales-tables';
import { SERVICE_TABLES } from './schema-service-tables';
import { SUPPLY_TABLES } from './schema-supply-tables';

/**
 * The gateway's tables as the migrations (migrate.ts's MIGRATIONS) leave them, written once as
 * data: `schema.test.ts` compares it with the schema a fresh database gets, table by table and
 * column by column, on SQLite and on PostgreSQL, and `Tables` (the types Kysely checks every
 * query against) is derived from it. A new migration changes this file too, or that test fails.
 * Kysely's own tables (kysely_migration, kysely_migration_lock) are not the gateway's.
 */

/** Every table, by domain (schema-*-tables.ts). */
export const SCHEMA = {
  ...CUSTOMER_TABLES,
  ...SUPPLY_TABLES,
  ...BILLING_TABLES,
  ...SALES_TABLES,
  ...SERVICE_TABLES,
} as const satisfies Record<string, Record<string, ColumnSpec>>;

type Schema = typeof SCHEMA;

/** What a column holds when read: its CHECK's values or its type's, and NULL if it may be. */
type ValueOf<Column extends ColumnSpec> = Column extends { values: readonly (infer Value)[] }
  ? Value
  : Column['type'] extends 'text'
    ? string
    : number;
type ReadAs<Column extends ColumnSpec> = Column['nullable'] extends true
  ? ValueOf<Column> | null
  : ValueOf<Column>;

/** A column with a default, or numbered by the database, may be left out of an INSERT. */
type KyselyColumn<Column extends ColumnSpec> = Column['default'] extends 'none'
  ? ReadAs<Column>
  : Generated<ReadAs<Column>>;

type TableOf<Columns extends Record<string, ColumnSpec>> = {
  -readonly [Name in keyof Columns]: KyselyColumn<Columns[Name]>;
};

/** Kysely's database interface: every table of the schema, and how each column reads and writes. */
export type Tables = { -readonly [Table in keyof Schema]: TableOf<Schema[Table]> };

export type TableName = keyof Tables;

/** A row of `Table` as a SELECT * reads it. */
export type Row<Table extends TableName> = Selectable<Tables[Table]>;
