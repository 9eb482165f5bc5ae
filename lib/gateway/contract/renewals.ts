import { z } from 'zod';
import { idParams } from './common';
import { defineEndpoint } from './endpoint';
import { tariffQuote } from './tariff-quote';

export const renewalQuoteRequest = z
  .strictObject({
    /** Include EV tariffs (only offered for smart electricity meters). */
    generateQuotesForEvTariffs: z.boolean().default(false),
  })
  .meta({ id: 'RenewalQuoteRequest' });

export const renewalQuotes = z.array(tariffQuote).meta({ id: 'RenewalQuotes' });

export const createRenewalQuotes = defineEndpoint({
  method: 'post',
  path: '/api/v1/accounts/{id}/quotes',
  summary: "Price the fixed tariffs on sale for the account's supply, cheapest first",
  tag: 'renewals',
  auth: 'bearer',
  params: idParams,
  body: renewalQuoteRequest,
  response: renewalQuotes,
  status: 200,
  errors: [403, 404, 422],
});
