import { z } from 'zod';
import { entityId, fuel, isoDate, pence, ratePence } from './common';
import { accountEndpoint } from './account-endpoint';

/** SPEC §3: a renewal keeps its snake_case field names. */
export const renewal = z
  .object({
    status: z.enum(['Pending', 'Completed', 'Cancelled']),
    account_number: z.string(),
    agreement_ids: z.array(entityId),
  })
  .meta({ id: 'Renewal' });
export type Renewal = z.infer<typeof renewal>;

/** The user status flags of SPEC §3 for one account (userSignedIn is the site's own). */
export const accountState = z
  .object({
    accountId: entityId,
    accountNumber: z.string(),
    admin: z.boolean(),
    accountCanRenew: z.boolean(),
    onVariableContract: z.boolean(),
    accountUnlocked: z.boolean(),
    accountRestricted: z.boolean(),
    blacklistedVoucher: z.boolean(),
    referDisabledGlobally: z.boolean(),
    multipleAccounts: z.boolean(),
    eligibleForSmartMeter: z.object({ eligible: z.boolean() }),
    eligibleForWarmHomeDiscount: z.boolean(),
    /** Every renewal of the customer's accounts; the menu checks for a Pending one. */
    renewals: z.array(renewal),
    hasMoveOut: z.boolean(),
  })
  .meta({ id: 'AccountState' });
export type AccountState = z.infer<typeof accountState>;

export const pricingType = z.enum(['Fixed', 'Variable']);

export const agreement = z
  .object({
    id: entityId,
    fuel,
    meterPointId: entityId,
    tariffCode: z.string(),
    tariffName: z.string(),
    pricingType,
    startDate: isoDate,
    /** Null while a variable agreement runs on with no end date. */
    endDate: isoDate.nullable(),
    status: z.enum(['current', 'past', 'future']),
    exitFeePence: pence,
    /** Pence per day, VAT included: the region's price, exactly as quoted. */
    standingChargeIncVatPence: ratePence,
    /** Pence per kWh per register (or time band), VAT included, exactly as quoted. */
    unitRates: z.array(z.object({ name: z.string(), unitRateIncVatPence: ratePence })),
  })
  .meta({ id: 'Agreement' });
export type Agreement = z.infer<typeof agreement>;

export const agreementList = z
  .object({ agreements: z.array(agreement) })
  .meta({ id: 'Agreements' });

export const smartPayAsYouGoEligibility = z
  .object({
    eligible: z.boolean(),
    /** Why not, in words a customer understands; empty when eligible. */
    reasons: z.array(z.string()),
  })
  .meta({ id: 'SmartPayAsYouGoEligibility' });

export const balance = z
  .object({
    /** Positive: in credit; negative: the customer owes this much. */
    balancePence: pence,
    asOf: isoDate,
    lastPayment: z.object({ amountPence: pence, postedOn: isoDate }).nullable(),
    nextDirectDebit: z.object({ amountPence: pence, date: isoDate }).nullable(),
  })
  .meta({ id: 'Balance' });
export type Balance = z.infer<typeof balance>;

export const getAccountState = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/state',
  section: 'accountHome',
  summary: 'The status flags and renewals the menu and account screens depend on',
  tag: 'account',
  response: accountState,
  status: 200,
});

export const getAgreements = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/agreements',
  section: 'accountHome',
  summary: "The account's tariff agreements, newest first, with their rates",
  tag: 'account',
  response: agreementList,
  status: 200,
});

export const getSmartPayAsYouGoEligibility = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/smartPayAsYouGo/eligibility',
  section: 'tariff',
  summary: 'Whether the account can switch to smart Pay As You Go',
  tag: 'account',
  query: z.object({
    billingAccountNumber: z.string({ error: 'Give the billing account number' }).min(1),
  }),
  response: smartPayAsYouGoEligibility,
  status: 200,
});

export const getBalance = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/balance',
  section: 'accountHome',
  summary: 'The account balance, last payment and next Direct Debit',
  tag: 'account',
  response: balance,
  status: 200,
});
