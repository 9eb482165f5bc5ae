import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import type { TestGateway } from '@/tests/gateway/test-gateway';
import { makeQuoteRequest } from './make-quote-request';
import { makeSignupRequest } from './make-signup-request';

/** Sign-ups through the embedded gateway's tests (createTestGateway), and their emails' links. */

export const SIGNUP_POSTCODE = 'BS7 9JN';

export interface QuotedHome {
  home: SupplyAddress;
  quote: TariffQuote;
}

/** A fixed-tariff quote for the `nth` smart home with gas at BS7 9JN: each signs up once. */
export async function quotedHome(gateway: TestGateway, nth = 0): Promise<QuotedHome> {
  const addresses = await gateway.request(
    `/api/v1/addresses/${encodeURIComponent(SIGNUP_POSTCODE)}`,
  );
  const home = (await addresses.json()).addresses.filter(
    (address: SupplyAddress) => address.mprn !== null && address.meterType === 'smart',
  )[nth] as SupplyAddress | undefined;
  if (!home) throw new Error(`${SIGNUP_POSTCODE} has ${nth + 1} smart homes with gas`);
  const quotes = await gateway.request('/api/v1/quotes', {
    method: 'POST',
    json: makeQuoteRequest({ postcode: SIGNUP_POSTCODE, mpan: home.mpan, mprn: home.mprn ?? '' }),
  });
  const quote = ((await quotes.json()) as TariffQuote[]).find(
    (offer) => offer.tariffName === 'So Fixed 12M',
  );
  if (!quote) throw new Error('So Fixed 12M is quoted');
  return { home, quote };
}

type Overrides = Parameters<typeof makeSignupRequest>[0];

/** Signs up to a quoted home (as Robin Hartley unless `overrides` say otherwise). */
export async function signUpTo(
  gateway: TestGateway,
  { home, quote }: QuotedHome,
  overrides: Overrides = {},
  idempotencyKey?: string,
) {
  const response = await gateway.request('/api/v1/signups', {
    method: 'POST',
    json: makeSignupRequest({
      quoteId: quote.quoteId,
      tariff: { elecProductCode: quote.elecProductCode, gasProductCode: quote.gasProductCode },
      supplyAddress: { uprn: home.uprn },
      ...overrides,
    }),
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
  return { status: response.status, body: await response.json() };
}

/** Logs in with any password (gateway.login knows only the demo one). */
export async function logIn(gateway: TestGateway, email: string, password: string) {
  const response = await gateway.request('/api/v1/auth/login', {
    method: 'POST',
    json: { email, password, short_lived_refresh_token: 'false' },
  });
  return {
    status: response.status,
    token: response.status === 200 ? String((await response.json()).token) : '',
    cookie: response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .filter((pair) => !pair.endsWith('='))
      .join('; '),
  };
}

/** The token of the newest link to `path` in the newest email with `subject` to `recipient`. */
export async function emailedToken(
  gateway: TestGateway,
  recipient: string,
  subject: string,
  path: string,
): Promise<string> {
  const email = (await gateway.outbox()).find(
    (message) => message.recipient === recipient && message.subject === subject,
  );
  if (!email) throw new Error(`No “${subject}” email to ${recipient}`);
  const token = new RegExp(`${path}#token=([\\w-]+)`).exec(email.body)?.[1];
  if (!token) throw new Error(`The “${subject}” email has no link to ${path}`);
  return token;
}

export const WELCOME_SUBJECT = 'Welcome to So Energy: please confirm your email address';
export const HOME_WAITING_SUBJECT = 'Add your new home to your So Energy account';
