import { z } from 'zod';
import {
  CUSTOMER_SEARCH_LIMIT,
  type CustomerSearch,
  type CustomerSearchResults,
} from '@/lib/gateway/contract/admin';
import { accountSummariesOf } from '../customers/account-summaries';
import { queryAll, sql, type Executor } from '../db/sql';

/** `text` with LIKE's wildcards and its escape character escaped, so each matches itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The ids of the customers a search names, by what it was read as. */
function matchingCustomers(db: Executor, { by, value }: CustomerSearch) {
  switch (by) {
    case 'accountNumber':
      return db.selectFrom('accounts').select('customer_id as id').where('number', '=', value);
    case 'postcode':
      return db.selectFrom('accounts').select('customer_id as id').where('postcode', '=', value);
    case 'email':
      // The start of an address, matched as typed (% and _ included). The search is in lower
      // case already, and PostgreSQL's LIKE minds case. Raw: the builder has no LIKE … ESCAPE,
      // and SQLite's LIKE has no escape character without one.
      return db
        .selectFrom('customers')
        .select('id')
        .where(sql<boolean>`lower(email) LIKE ${`${likeLiteral(value)}%`} ESCAPE '\\'`);
  }
}

const customerRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** The customers a search finds, each with their accounts, at most CUSTOMER_SEARCH_LIMIT. */
export async function findCustomers(
  database: Executor,
  search: CustomerSearch,
): Promise<CustomerSearchResults> {
  const rows = await queryAll(
    database,
    customerRow,
    database
      .selectFrom('customers')
      .select(['id', 'first_name as firstName', 'last_name as lastName', 'email'])
      .where('id', 'in', matchingCustomers(database, search))
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .limit(CUSTOMER_SEARCH_LIMIT + 1),
  );
  const customers = [];
  for (const customer of rows.slice(0, CUSTOMER_SEARCH_LIMIT)) {
    customers.push({ ...customer, accounts: await accountSummariesOf(database, customer.id) });
  }
  return {
    search,
    customers,
    moreThanShown: rows.length > CUSTOMER_SEARCH_LIMIT,
  };
}
