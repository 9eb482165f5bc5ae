import { z } from 'zod';
import { entityId, isoDate, isoDateTime } from './common';
import { accountEndpoint } from './account-endpoint';
import { tariffQuote } from './tariff-quote';

export const renewalQuoteRequest = z
  .strictObject({
    /** Include EV tariffs (only offered for smart electricity meters). */
    generateQuotesForEvTariffs: z.boolean().default(false),
  })
  .meta({ id: 'RenewalQuoteRequest' });

export const renewalQuotes = z.array(tariffQuote).meta({ id: 'RenewalQuotes' });

export const createRenewalQuotes = accountEndpoint({
  method: 'post',
  path: '/api/v1/accounts/{id}/quotes',
  section: ['renew', 'renewFixedContract'],
  summary:
    "Price the fixed tariffs on sale for the account's supply, cheapest first, each saving " +
    'measured against staying on the variable tariff',
  tag: 'renewals',
  body: renewalQuoteRequest,
  response: renewalQuotes,
  status: 200,
  errors: [422],
});

/** A renewal the customer asked for: the fixed tariff they chose, and when it starts. */
export const accountRenewal = z
  .object({
    id: entityId,
    status: z.enum(['Pending', 'Completed', 'Cancelled']),
    /** Null for a renewal arranged by phone before renewals were made online. */
    tariffName: z.string().nullable(),
    supplyStartDate: isoDate.nullable(),
    requestedAt: isoDateTime,
    /** The agreements it renews. */
    agreementIds: z.array(entityId),
  })
  .meta({ id: 'AccountRenewal' });
export type AccountRenewal = z.infer<typeof accountRenewal>;

/** A year on the variable tariff at the home's own use, priced as the offers are. */
export const variableTariffCost = z.object({
  tariffName: z.string(),
  costPerYearInPounds: z.number().nonnegative(),
  costPerMonthInPounds: z.number().nonnegative(),
});
export type VariableTariffCost = z.infer<typeof variableTariffCost>;

export const renewalOverview = z
  .object({
    /**
     * The last day of the current fixed price (the first to end, with two fuels); null on a
     * variable tariff, whose price can change.
     */
    priceHoldsUntil: isoDate.nullable(),
    /** Days from today to that last day; null on a variable tariff. */
    daysPriceHolds: z.number().int().nonnegative().nullable(),
    /**
     * The first day of the last 49 of the fix: renewal offers open, and leaving costs no exit
     * fee. Null on a variable tariff.
     */
    windowOpensOn: isoDate.nullable(),
    /** What staying on (or rolling onto) the variable tariff would cost; null when unpriced. */
    variableTariff: variableTariffCost.nullable(),
    /** The renewal under way, if the customer has asked for one. */
    pendingRenewal: accountRenewal.nullable(),
  })
  .meta({ id: 'RenewalOverview' });
export type RenewalOverview = z.infer<typeof renewalOverview>;

export const getRenewalOverview = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/renewal',
  section: ['renew', 'renewFixedContract'],
  summary:
    'How long the current price holds, when renewal offers open, what staying on the ' +
    'variable tariff costs, and any renewal under way',
  tag: 'renewals',
  response: renewalOverview,
  status: 200,
});

export const renewalRequest = z
  .strictObject({
    /** One of the offers of POST /accounts/{id}/quotes. */
    quoteId: z.uuid({ error: 'Choose one of the tariffs we offered you' }),
  })
  .meta({ id: 'RenewalRequest' });
export type RenewalRequest = z.infer<typeof renewalRequest>;

export const requestRenewal = accountEndpoint({
  method: 'post',
  path: '/api/v1/accounts/{id}/renewals',
  section: ['renew', 'renewFixedContract'],
  summary:
    'Renew onto one of the offered fixed tariffs; recorded as Pending until the new ' +
    'agreements start (the customer may cancel within 14 days)',
  tag: 'renewals',
  body: renewalRequest,
  response: accountRenewal,
  status: 201,
  idempotent: true,
  errors: [409, 422],
});
