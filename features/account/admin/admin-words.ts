import { CUSTOMER_SEARCH_LIMIT } from '@/lib/gateway/contract/admin-limits';
import type { CustomerSearchResults, StaffActivity } from '@/lib/gateway/contract/admin';
import type { Address } from '@/lib/gateway/contract/common';
import { SERVER_ERROR_MESSAGE } from '@/lib/gateway/contract/messages';
import { GatewayError } from '@/lib/gateway/gateway-error';

/** '14 Ashley Down Road, Bristol, BS7 9JN'. */
export const addressWords = ({ line1, line2, town, postcode }: Address) =>
  [line1, line2, town, postcode].filter(Boolean).join(', ');

const customersWord = (count: number) => `${count} ${count === 1 ? 'customer' : 'customers'}`;

const FOUND_BY: Record<CustomerSearchResults['search']['by'], (value: string) => string> = {
  accountNumber: (value) => `with account number ${value}`,
  email: (value) => `with an email address starting ${value}`,
  postcode: (value) => `with an account at ${value}`,
};

/** 'No customer matches “x”.' or '1 customer with account number 40318275.' */
export function resultsSummary({ search, customers, moreThanShown }: CustomerSearchResults) {
  if (customers.length === 0) return `No customer matches “${search.value}”.`;
  const count = moreThanShown ? `More than ${customersWord(CUSTOMER_SEARCH_LIMIT)}` : null;
  return `${count ?? customersWord(customers.length)} ${FOUND_BY[search.by](search.value)}.`;
}

/** What to try when nothing matched, by how the search was read. */
export const NO_MATCH_ADVICE: Record<CustomerSearchResults['search']['by'], string> = {
  accountNumber:
    "Check the number against the customer's bill or emails, or search by their email address or postcode instead.",
  email:
    'Check the spelling, or search by the start of the address (up to the @), the account number or the postcode instead.',
  postcode:
    'Check the postcode of the home we supply, or search by account number or email address instead.',
};

export const LIMIT_NOTE =
  `We show at most ${CUSTOMER_SEARCH_LIMIT} customers, by last name. Search by a whole email ` +
  'address or an account number to find the others.';

export const STAFF_ONLY_WORDS =
  'Only So Energy staff can find customers and see their accounts, and your login is not ' +
  'marked as staff at the moment. If you need this, ask your team leader to check your access, ' +
  'then log in again.';

export const ACCOUNT_NOT_FOUND_WORDS =
  'We could not find that account. The link may be mistyped or out of date: search for the ' +
  'customer again.';

/**
 * A failed staff call in words staff can act on: their access, an account that is not there,
 * the search's own rule, or the gateway's message (session ended, no connection, our fault).
 */
export function staffFailureWords(error: unknown): string {
  if (!(error instanceof GatewayError)) return SERVER_ERROR_MESSAGE;
  if (error.statusCode === 403) return STAFF_ONLY_WORDS;
  if (error.statusCode === 404) return ACCOUNT_NOT_FOUND_WORDS;
  const [field] = error.fields;
  if (error.statusCode === 400 && field) return field.message;
  return error.message;
}

type ActivityEntry = StaffActivity['entries'][number];

/** 'Searched for “alex@example.com”' or 'Looked at account 40318275'. */
export function activityWords(entry: ActivityEntry): string {
  if (entry.action === 'search') return `Searched for “${entry.query ?? ''}”`;
  return `Looked at account ${entry.account?.number ?? 'no longer on record'}`;
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
