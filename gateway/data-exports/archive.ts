import { strToU8, zipSync, type Zippable } from 'fflate';
import { z } from 'zod';
import type { Customer } from '@/lib/gateway/contract/customer';
import {
  customerDataFile,
  DATA_EXPORT_SCHEMA_FILE,
  type CustomerDataFile,
} from '@/lib/gateway/contract/data-exports';
import { accountSummariesOf } from '../customers/account-summaries';
import type { Executor } from '../db/sql';
import { accountRecordFiles } from './account-records';

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2) + '\n');

/** customer.json's schema, as JSON Schema (2020-12), generated from the contract. */
const SCHEMA = json(z.toJSONSchema(customerDataFile, { io: 'output' }));

/**
 * The zip of everything held about the customer: customer.json (naming schema.json, beside
 * it) with their details and accounts, and a folder of CSVs for each account, by its number.
 */
export async function buildArchive(
  db: Executor,
  customer: Customer,
  now: Date,
): Promise<Uint8Array> {
  const files: Zippable = { [DATA_EXPORT_SCHEMA_FILE]: SCHEMA };
  const accounts: CustomerDataFile['accounts'] = [];
  for (const account of await accountSummariesOf(db, customer.id)) {
    const records = await accountRecordFiles(db, account.id);
    const folder = `accounts/${account.number}`;
    for (const [name, csv] of Object.entries(records)) files[`${folder}/${name}`] = strToU8(csv);
    accounts.push({ ...account, files: Object.keys(records).map((name) => `${folder}/${name}`) });
  }
  const described: CustomerDataFile = {
    $schema: DATA_EXPORT_SCHEMA_FILE,
    generatedAt: now.toISOString(),
    customer,
    accounts,
  };
  files['customer.json'] = json(customerDataFile.parse(described));
  // Fixed times inside the zip, so the same data gives the same bytes.
  return zipSync(files, { level: 6, mtime: now });
}
