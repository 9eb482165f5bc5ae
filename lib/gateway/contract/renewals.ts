import { z } from 'zod';
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
  summary: "Price the fixed tariffs on sale for the account's supply, cheapest first",
  tag: 'renewals',
  body: renewalQuoteRequest,
  response: renewalQuotes,
  status: 200,
  errors: [422],
});
