import { makeQuoteRequest } from '@/tests/utils/make-quote-request';
import { makeSignupRequest } from '@/tests/utils/make-signup-request';
import { mockGatewayFetch } from '@/tests/utils/mock-gateway-fetch';
import { setAccessTokenProvider } from './client';
import { GatewayError } from './gateway-error';
import { checkEvTariffEligibility, getAddresses, getQuotes, signUp } from './quotes';

const { fetchMock, answer } = mockGatewayFetch();

describe("the quote journey's gateway calls", () => {
  it('looks up a postcode as typed, encoded into the path, with no token', async () => {
    answer({ postcode: 'SW1A 1AA', addresses: [] });
    await expect(getAddresses('sw1a 1aa')).resolves.toEqual({
      postcode: 'SW1A 1AA',
      addresses: [],
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/addresses/sw1a%201aa');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it("gives the gateway's message for a postcode it does not supply", async () => {
    answer({ message: "We don't supply Northern Ireland yet.", statusCode: 422 }, 422);
    const error = await getAddresses('BT1 5GS').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({
      message: "We don't supply Northern Ireland yet.",
      statusCode: 422,
    });
  });

  it('posts a quote request and parses the quotes', async () => {
    answer([]);
    await expect(getQuotes(makeQuoteRequest())).resolves.toEqual([]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/quotes');
    expect(JSON.parse(String(init?.body))).toEqual(makeQuoteRequest());
  });

  it('checks EV eligibility with the token when a customer is signed in', async () => {
    setAccessTokenProvider(async () => 'access-token');
    answer({ eligible: false, reason: 'Our EV tariff needs a smart electricity meter.' });
    await checkEvTariffEligibility(3);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/meterPoints/3/checkEvTariffEligibility');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-token');
  });

  it('signs up with the Idempotency-Key it is given', async () => {
    answer(
      {
        accountNumber: '51234567',
        email: 'robin.hartley@example.com',
        tariffName: 'So Fixed 12M',
        supplyStartDate: '2026-04-07',
        firstDirectDebit: { date: '2026-05-01', amountPence: 14_577 },
      },
      201,
    );
    await signUp(makeSignupRequest(), { idempotencyKey: 'attempt-1' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('idempotency-key')).toBe('attempt-1');
  });
});
