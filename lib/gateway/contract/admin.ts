import { z } from 'zod';
import { accountState, agreement, balance } from './account';
import { securityEvent } from './account-security';
import { entityId, idParams, isoDate, isoDateTime } from './common';
import { accountSummary, customer } from './customer';
import type { Endpoint } from './endpoint';
import { validPostcode } from './postcode';
import { reading } from './readings';
import { accountRenewal } from './renewals';

export { CUSTOMER_SEARCH_LIMIT, STAFF_ACTIVITY_LIMIT } from './admin-limits';

/**
 * The staff Admin screen's calls (SPEC §1, §6): finding a customer and looking at their account,
 * read-only. Each needs the bearer token of a customer flagged as staff (admin) at the time of
 * the call, and answers 403 to anyone else; each search and each view is recorded.
 */

/** How a search was read: an account number, the start of an email address, or a postcode. */
export type CustomerSearch =
  | { by: 'accountNumber'; value: string }
  /** Lower case; matches every email address that starts with it. */
  | { by: 'email'; value: string }
  /** Normalised: `bs79jn` → `BS7 9JN`. */
  | { by: 'postcode'; value: string };

export const CUSTOMER_SEARCH_MAX_LENGTH = 254;

const ACCOUNT_NUMBER = /^\d{8}$/;
/** A whole email address or its start, up to the @ at least: `alex@`, `alex@example.com`. */
const EMAIL_START = /^[^\s@]+@[^\s@]*$/;

export const SEARCH_MISSING_MESSAGE = 'Enter an account number, email address or postcode';
export const SEARCH_UNRECOGNISED_MESSAGE =
  'Enter an 8-digit account number, an email address (at least up to the @) or a full UK postcode';
const ACCOUNT_NUMBER_MESSAGE = 'Account numbers are 8 digits, like 40318275';

/** What a search finds customers by, or null when it is none of the three. */
export function customerSearchOf(text: string): CustomerSearch | null {
  const trimmed = text.trim();
  if (ACCOUNT_NUMBER.test(trimmed)) return { by: 'accountNumber', value: trimmed };
  if (EMAIL_START.test(trimmed)) return { by: 'email', value: trimmed.toLowerCase() };
  const postcode = validPostcode.safeParse(trimmed);
  return postcode.success ? { by: 'postcode', value: postcode.data } : null;
}

/** The search box: one text read as an account number, an email address or a postcode. */
export const customerSearchText = z
  .string({ error: SEARCH_MISSING_MESSAGE })
  .trim()
  .min(1, { error: SEARCH_MISSING_MESSAGE, abort: true })
  .max(CUSTOMER_SEARCH_MAX_LENGTH, {
    error: `Keep the search to ${CUSTOMER_SEARCH_MAX_LENGTH} characters`,
    abort: true,
  })
  .superRefine((text, context) => {
    if (customerSearchOf(text)) return;
    context.addIssue({
      code: 'custom',
      message: /^\d+$/.test(text) ? ACCOUNT_NUMBER_MESSAGE : SEARCH_UNRECOGNISED_MESSAGE,
    });
  })
  .meta({
    description: 'An 8-digit account number, an email address or its start, or a UK postcode',
    example: 'alex@example.com',
  });

export const customerMatch = z
  .object({
    id: entityId,
    firstName: z.string(),
    lastName: z.string(),
    email: z.email(),
    accounts: z.array(accountSummary),
  })
  .meta({ id: 'CustomerMatch' });
export type CustomerMatch = z.infer<typeof customerMatch>;

export const customerSearchResults = z
  .object({
    /** How the search was read. */
    search: z.object({
      by: z.enum(['accountNumber', 'email', 'postcode']),
      value: z.string(),
    }),
    /** By last name, then first name. */
    customers: z.array(customerMatch),
    /** More customers matched than the CUSTOMER_SEARCH_LIMIT shown. */
    moreThanShown: z.boolean(),
  })
  .meta({ id: 'CustomerSearchResults' });
export type CustomerSearchResults = z.infer<typeof customerSearchResults>;

export const moveOutSummary = z
  .object({
    moveOutDate: isoDate,
    status: z.enum(['Received', 'Processing', 'Completed']),
  })
  .meta({ id: 'MoveOutSummary' });

/** A security event of the customer's as staff see it: with the network it came from. */
export const staffSecurityEvent = securityEvent
  .extend({
    /** An IPv4 /24 or IPv6 /48, e.g. "192.0.2.0/24"; null when the client was not known. */
    network: z.string().nullable(),
  })
  .meta({ id: 'StaffSecurityEvent' });
export type StaffSecurityEvent = z.infer<typeof staffSecurityEvent>;

/** What a member of staff sees of one account: the customer's own screens' facts, read-only. */
export const staffAccountView = z
  .object({
    customer,
    account: accountSummary,
    /** The customer's other accounts, if any. */
    otherAccounts: z.array(accountSummary),
    /** The flags the customer's menu and screens follow (SPEC §3). */
    state: accountState,
    /** Current and future agreements, newest first. */
    agreements: z.array(agreement),
    balance,
    /** The latest standing reading of each meter register. */
    latestReadings: z.array(reading),
    pendingRenewal: accountRenewal.nullable(),
    moveOut: moveOutSummary.nullable(),
    /** The customer's latest security events (SECURITY_EVENTS_LIMIT), newest first. */
    securityEvents: z.array(staffSecurityEvent),
  })
  .meta({ id: 'StaffAccountView' });
export type StaffAccountView = z.infer<typeof staffAccountView>;

export const staffActivity = z
  .object({
    entries: z.array(
      z.object({
        id: entityId,
        action: z.enum(['search', 'view']),
        /** What was searched for; null for a view. */
        query: z.string().nullable(),
        /** The account looked at; null for a search. */
        account: z.object({ id: entityId, number: z.string() }).nullable(),
        at: isoDateTime,
      }),
    ),
  })
  .meta({ id: 'StaffActivity' });
export type StaffActivity = z.infer<typeof staffActivity>;

type StaffEndpointSpec = Omit<Endpoint, 'auth' | 'tag'>;

/**
 * A staff-only endpoint: a bearer token, 403 for anyone not flagged as staff, in the words of
 * the Admin section (account-sections.ts). Staff read: every staff endpoint is a GET.
 */
function staffEndpoint<const E extends StaffEndpointSpec & { method: 'get' }>(spec: E) {
  const errors: readonly number[] = [403, ...(spec.errors ?? [])];
  return { ...spec, auth: 'bearer' as const, tag: 'admin', section: 'admin' as const, errors };
}

export const searchCustomers = staffEndpoint({
  method: 'get',
  path: '/api/v1/admin/customers',
  summary:
    'Staff only: find customers by account number (exact), email address (or its start) or ' +
    'postcode of an account (exact); recorded in the audit',
  query: z.object({ query: customerSearchText }),
  response: customerSearchResults,
  status: 200,
});

export const getStaffAccountView = staffEndpoint({
  method: 'get',
  path: '/api/v1/admin/accounts/{id}',
  summary:
    "Staff only: any customer's account, read-only: contact details, status, tariffs, " +
    'balance, latest readings, renewal, move and security events; recorded in the audit ' +
    "and in the customer's security events",
  params: idParams,
  response: staffAccountView,
  status: 200,
  errors: [404],
});

export const getStaffActivity = staffEndpoint({
  method: 'get',
  path: '/api/v1/admin/audit',
  summary: "Staff only: the signed-in staff member's latest searches and views, newest first",
  response: staffActivity,
  status: 200,
});
