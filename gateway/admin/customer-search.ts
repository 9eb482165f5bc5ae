import { z } from 'zod';
import {
  CUSTOMER_SEARCH_LIMIT,
  type CustomerSearch,
  type CustomerSearchResults,
} from '@/lib/gateway/contract/admin';
import { accountSummariesOf } from '../customers/account-summaries';
import type { Db } from '../db/database';
import { queryAll } from '../db/query';
import { databaseOf } from '../db/sql';

/** The ids of the customers a search names, by what it was read as. */
const MATCHING_CUSTOMERS: Record<CustomerSearch['by'], string> = {
  accountNumber: 'SELECT customer_id FROM accounts WHERE number = ?',
  // instr, not LIKE: what staff type is matched as it is, % and _ included.
  email: 'SELECT id FROM customers WHERE instr(lower(email), ?) = 1',
  postcode: 'SELECT customer_id FROM accounts WHERE postcode = ?',
};

const customerRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** The customers a search finds, each with their accounts, at most CUSTOMER_SEARCH_LIMIT. */
export async function findCustomers(
  db: Db,
  search: CustomerSearch,
): Promise<CustomerSearchResults> {
  const rows = queryAll(
    db,
    customerRow,
    `SELECT id, first_name AS firstName, last_name AS lastName, email FROM customers
      WHERE id IN (${MATCHING_CUSTOMERS[search.by]})
      ORDER BY last_name, first_name, id LIMIT ?`,
    search.value,
    CUSTOMER_SEARCH_LIMIT + 1,
  );
  return {
    search,
    customers: await Promise.all(
      rows.slice(0, CUSTOMER_SEARCH_LIMIT).map(async (customer) => ({
        ...customer,
        accounts: await accountSummariesOf(databaseOf(db), customer.id),
      })),
    ),
    moreThanShown: rows.length > CUSTOMER_SEARCH_LIMIT,
  };
}
