import { expect, type APIRequestContext } from '@playwright/test';
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { makeQuoteRequest } from './make-quote-request';
import { makeSignupRequest } from './make-signup-request';

/**
 * Signs `home` up to So Fixed 12M through the gateway, as the quote journey's last step does,
 * for a spec whose journey starts once someone has signed up.
 */
export async function signUpByApi(
  request: APIRequestContext,
  home: SupplyAddress,
  login: { email: string; password: string },
) {
  const quoted = await request.post('/api/v1/quotes', {
    data: makeQuoteRequest({ postcode: home.postcode, mpan: home.mpan, mprn: home.mprn ?? '' }),
  });
  const quote = ((await quoted.json()) as TariffQuote[]).find(
    (offer) => offer.tariffName === 'So Fixed 12M',
  );
  if (!quote) throw new Error('So Fixed 12M is quoted');
  const signedUp = await request.post('/api/v1/signups', {
    data: makeSignupRequest({
      quoteId: quote.quoteId,
      tariff: { elecProductCode: quote.elecProductCode, gasProductCode: quote.gasProductCode },
      supplyAddress: { uprn: home.uprn },
      personalDetails: login,
    }),
  });
  expect(signedUp.status()).toBe(201);
  return (await signedUp.json()) as { accountNumber: string };
}
