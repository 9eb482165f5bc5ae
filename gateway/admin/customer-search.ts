import type { RawBuilder } from 'kysely';
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
const MATCHING_CUSTOMERS: Record<CustomerSearch['by'], (value: string) => RawBuilder<unknown>> = {
  accountNumber: (number) => sql`SELECT customer_id FROM accounts WHERE number = ${number}`,
  // The start of an address, matched as typed (% and _ included). The search is in lower case
  // already, and PostgreSQL's LIKE minds case.
  email: (start) =>
    sql`SELECT id FROM customers WHERE lower(email) LIKE ${`${likeLiteral(start)}%`} ESCAPE '\\'`,
  postcode: (postcode) => sql`SELECT customer_id FROM accounts WHERE postcode = ${postcode}`,
};

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
    sql`SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM customers
         WHERE id IN (${MATCHING_CUSTOMERS[search.by](search.value)})
         ORDER BY last_name, first_name, id LIMIT ${CUSTOMER_SEARCH_LIMIT + 1}`,
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
