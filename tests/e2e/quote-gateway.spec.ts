import { expect, test } from '@playwright/test';
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { makeQuoteRequest } from '../utils/make-quote-request';
import { makeSignupRequest } from '../utils/make-signup-request';

/** The quote journey's calls, through the built app's embedded gateway (no UI yet). */
test.describe('quote journey calls at /api/v1', () => {
  test('finds the homes at a postcode, prices them, and signs one up once', async ({ request }) => {
    const lookUp = await request.get('/api/v1/addresses/pl48aa');
    expect(lookUp.status()).toBe(200);
    const { postcode, addresses } = await lookUp.json();
    expect(postcode).toBe('PL4 8AA');
    // The fifth smart home with gas: quote-journey.spec.ts signs up the first four.
    const home: SupplyAddress | undefined = addresses.filter(
      (address: SupplyAddress) => address.meterType === 'smart' && address.mprn !== null,
    )[4];
    if (!home) throw new Error('PL4 8AA has a smart home with gas');
    expect(home.region).toEqual({ id: 22, name: 'South Western' });

    const eligibility = await request.get(
      `/api/v1/meterPoints/${home.mpan}/checkEvTariffEligibility`,
    );
    expect(await eligibility.json()).toMatchObject({ eligible: true });
    const car = await request.post('/api/v1/dvla/checkVehicleIsEv', {
      data: { registrationPlate: 'yr23 kmp' },
    });
    expect(await car.json()).toEqual({ found: true, isEv: true, make: 'KIA', model: 'EV6' });

    const quoted = await request.post('/api/v1/quotes', {
      data: makeQuoteRequest({
        postcode,
        mpan: home.mpan,
        mprn: home.mprn ?? '',
        generateQuotesForEvTariffs: true,
      }),
    });
    expect(quoted.status()).toBe(200);
    const quotes: TariffQuote[] = await quoted.json();
    expect(quotes.map((quote) => quote.tariffType)).toContain('EV');
    const chosen = quotes.find((quote) => quote.tariffName === 'So Fixed 12M');
    if (!chosen) throw new Error('So Fixed 12M is quoted');

    const signup = makeSignupRequest({
      quoteId: chosen.quoteId,
      tariff: { elecProductCode: chosen.elecProductCode, gasProductCode: chosen.gasProductCode },
      supplyAddress: { uprn: home.uprn },
      personalDetails: { email: 'e2e.prospect@example.com' },
    });
    const headers = { 'idempotency-key': 'e2e-signup-1' };
    const first = await request.post('/api/v1/signups', { data: signup, headers });
    expect(first.status()).toBe(201);
    const repeat = await request.post('/api/v1/signups', { data: signup, headers });
    expect(await repeat.json()).toEqual(await first.json());

    const login = await request.post('/api/v1/auth/login', {
      data: {
        email: 'e2e.prospect@example.com',
        password: signup.personalDetails.password,
        short_lived_refresh_token: 'false',
      },
    });
    expect(login.status()).toBe(200);

    // One meter, one switch: a new quote for the same home cannot sign it up again.
    const requoted = await request.post('/api/v1/quotes', {
      data: makeQuoteRequest({ postcode, mpan: home.mpan, mprn: home.mprn ?? '' }),
    });
    const again = (await requoted.json()).find(
      (quote: TariffQuote) => quote.tariffName === 'So Fixed 12M',
    );
    const second = await request.post('/api/v1/signups', {
      data: makeSignupRequest({
        quoteId: again.quoteId,
        tariff: { elecProductCode: again.elecProductCode, gasProductCode: again.gasProductCode },
        supplyAddress: { uprn: home.uprn },
        personalDetails: { email: 'e2e.second.prospect@example.com' },
      }),
    });
    expect(second.status()).toBe(409);
    expect((await second.json()).message).toMatch(/^This home is already switching to us/);
  });

  test('refuses an invalid postcode and says Northern Ireland is not supplied', async ({
    request,
  }) => {
    const invalid = await request.get('/api/v1/addresses/NOT-A-POSTCODE');
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).fields[0].message).toBe('Enter a valid UK postcode');
    const northernIreland = await request.get('/api/v1/addresses/BT1%205GS');
    expect(northernIreland.status()).toBe(422);
    expect((await northernIreland.json()).message).toBe("We don't supply Northern Ireland yet.");
  });
});
