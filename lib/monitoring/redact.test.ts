import { REDACTED, isSensitiveName, redact } from './redact';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl';

describe('isSensitiveName', () => {
  it.each([
    // SPEC §7's list, as the gateway, forms and query strings spell it
    ['password'],
    ['newPassword'],
    ['password_confirmation'],
    ['bank_account_number'],
    ['bankAccountNumber'],
    ['accountNumber'],
    ['sort_code'],
    ['sortCode'],
    ['card-number'],
    ['cardNumber'],
    ['expiry'],
    ['expiryDate'],
    ['card_expiry_month'],
    ['exp'],
    ['securityCode'],
    ['cvv'],
    ['cvc'],
    ['cardHolderName'],
    ['name_on_card'],
    ['firstName'],
    ['first_name'],
    ['lastName'],
    ['surname'],
    ['phone'],
    ['phoneNumber'],
    ['mobile_number'],
    ['telephone'],
    ['tel'],
    ['token'],
    ['accessToken'],
    ['refresh_token'],
    ['short_lived_refresh_token'],
    ['_storyblok_tk[token]'],
    ['Authorization'],
    ['Cookie'],
    ['client_secret'],
    ['x-api-key'],
  ])('%s is sensitive', (name) => {
    expect(isSensitiveName(name)).toBe(true);
  });

  it.each([
    ['postcode'],
    ['email'],
    ['fuelType'],
    ['tariffName'],
    ['name'],
    ['statusCode'],
    ['billingAccountNumber'],
    ['agreement_ids'],
    ['message'],
    ['_storyblok_tk[timestamp]'],
  ])('%s is kept', (name) => {
    expect(isSensitiveName(name)).toBe(false);
  });
});

describe('redact', () => {
  it.each<[string, string, string]>([
    [
      'a URL query string',
      'https://www.so.energy/accounts/reset?token=abc123&next=%2Faccounts',
      `https://www.so.energy/accounts/reset?token=${REDACTED}&next=%2Faccounts`,
    ],
    [
      'a relative URL with several sensitive parameters',
      '/energy/quote/personal-details?first_name=Sam&last_name=Jones&postcode=SW1A%201AA',
      `/energy/quote/personal-details?first_name=${REDACTED}&last_name=${REDACTED}&postcode=SW1A%201AA`,
    ],
    [
      'an encoded parameter name',
      '/api/preview?_storyblok_tk%5Btoken%5D=f00d&_storyblok_tk%5Btimestamp%5D=1700000000',
      `/api/preview?_storyblok_tk%5Btoken%5D=${REDACTED}&_storyblok_tk%5Btimestamp%5D=1700000000`,
    ],
    [
      'a form body',
      'email=sam%40example.com&password=hunter2&sortCode=12-34-56',
      `email=sam%40example.com&password=${REDACTED}&sortCode=${REDACTED}`,
    ],
    [
      'a message quoting a URL',
      'GET /api/v1/addresses?phone=07700900123 failed with 500',
      `GET /api/v1/addresses?phone=${REDACTED} failed with 500`,
    ],
    [
      'a cookie header',
      'cookie-preferences=[]; website_refresh_token_available=true; refresh_token=r1',
      `cookie-preferences=[]; website_refresh_token_available=${REDACTED}; refresh_token=${REDACTED}`,
    ],
    [
      'a JSON body',
      '{"email":"sam@example.com","password":"hunter2","cardNumber":4111111111111111,"fuel":"gas"}',
      `{"email":"sam@example.com","password":"${REDACTED}","cardNumber":"${REDACTED}","fuel":"gas"}`,
    ],
    [
      'a bearer token',
      'Authorization failed for Bearer abc.def-ghi',
      `Authorization failed for Bearer ${REDACTED}`,
    ],
    ['a JWT anywhere', `token was ${JWT}.`, `token was ${REDACTED}.`],
    ['a card number with spaces', 'card 4111 1111 1111 1111 declined', `card ${REDACTED} declined`],
    ['a card number with dashes', 'card 5555-5555-5555-4444', `card ${REDACTED}`],
    [
      'long numbers that are not card numbers',
      'meter 12345678901234 and phone 07700 900123',
      'meter 12345678901234 and phone 07700 900123',
    ],
    ['text with nothing to hide', 'The quote could not be loaded', 'The quote could not be loaded'],
  ])('redacts %s', (_case, input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  it('redacts nested objects and arrays by field name, keeping everything else', () => {
    const input = {
      email: 'sam@example.com',
      customer: { firstName: 'Sam', lastName: 'Jones', phoneNumber: '07700 900123', age: 40 },
      payment: { bank_account_number: '12345678', sort_code: 123456, cardHolderName: 'S Jones' },
      card: { expiry: '12/29', securityCode: '123' },
      auth: { token: JWT, exp: 1_900_000_000, userId: 7 },
      flags: { hasPassword: true, password: null, mobile: undefined },
      history: [{ url: '/accounts?token=abc' }, 'password=x'],
    };
    expect(redact(input)).toEqual({
      email: 'sam@example.com',
      customer: { firstName: REDACTED, lastName: REDACTED, phoneNumber: REDACTED, age: 40 },
      payment: { bank_account_number: REDACTED, sort_code: REDACTED, cardHolderName: REDACTED },
      card: { expiry: REDACTED, securityCode: REDACTED },
      auth: { token: REDACTED, exp: REDACTED, userId: 7 },
      flags: { hasPassword: true, password: null, mobile: undefined },
      history: [{ url: `/accounts?token=${REDACTED}` }, `password=${REDACTED}`],
    });
    expect(input.customer.firstName).toBe('Sam');
  });

  it('redacts a whole object under a sensitive name', () => {
    expect(redact({ password: { current: 'a', next: 'b' } })).toEqual({ password: REDACTED });
  });

  it('redacts form data, keeping files', () => {
    const form = new FormData();
    form.append('postcode', 'SW1A 1AA');
    form.append('password', 'hunter2');
    form.append('card_number', '4111111111111111');
    form.append('notes', 'call me on /x?phone=07700900123');
    const photo = new File(['meter'], 'meter.jpg');
    form.append('photo', photo);

    const redacted = redact(form);
    expect(Array.from(redacted.entries())).toEqual([
      ['postcode', 'SW1A 1AA'],
      ['password', REDACTED],
      ['card_number', REDACTED],
      ['notes', `call me on /x?phone=${REDACTED}`],
      ['photo', expect.any(File)],
    ]);
    expect(form.get('password')).toBe('hunter2');
  });

  it('redacts URL objects and search parameters', () => {
    expect(redact(new URL('https://so.energy/login?email=a%40b.com&token=t')).href).toBe(
      `https://so.energy/login?email=a%40b.com&token=${REDACTED}`,
    );
    const params = redact(new URLSearchParams({ sortCode: '12-34-56', fuel: 'gas' }));
    expect(params.get('sortCode')).toBe(REDACTED);
    expect(params.get('fuel')).toBe('gas');
  });

  it('redacts request headers', () => {
    const headers = redact(
      new Headers({ Authorization: `Bearer ${JWT}`, 'Content-Type': 'application/json' }),
    );
    expect(headers.get('authorization')).toBe(REDACTED);
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('redacts errors: message, stack, cause and own fields', () => {
    const cause = new Error('POST /api/v1/auth/login?password=p failed');
    const error = Object.assign(new Error(`Login failed for Bearer ${JWT}`, { cause }), {
      statusCode: 500,
      body: { token: 't' },
    });
    error.name = 'GatewayError';

    const redacted = redact(error);
    expect(redacted).toBeInstanceOf(Error);
    expect(Object.keys(redacted)).toEqual(['statusCode', 'body', 'name']);
    expect(redacted.name).toBe('GatewayError');
    expect(redacted.message).toBe(`Login failed for Bearer ${REDACTED}`);
    expect(redacted.stack).not.toContain(JWT);
    expect((redacted.cause as Error).message).toBe(
      `POST /api/v1/auth/login?password=${REDACTED} failed`,
    );
    expect(redacted).toMatchObject({ statusCode: 500, body: { token: REDACTED } });
  });

  it('keeps the class of an error', () => {
    class GatewayError extends Error {
      constructor(
        message: string,
        readonly statusCode: number,
      ) {
        super(message);
        this.name = 'GatewayError';
      }
    }
    const redacted = redact(new GatewayError('Login failed for token=abc', 401));
    expect(redacted).toBeInstanceOf(GatewayError);
    expect(redacted).toEqual(new GatewayError(`Login failed for token=${REDACTED}`, 401));
  });

  it('survives cycles and keeps dates, maps and sets', () => {
    const when = new Date('2026-01-01T00:00:00Z');
    const report: Record<string, unknown> = { when, seen: new Set(['token=a']) };
    report.self = report;
    report.fields = new Map([['surname', 'Jones']]);
    expect(redact(report)).toEqual({
      when,
      seen: new Set([`token=${REDACTED}`]),
      self: '[Circular]',
      fields: new Map([['surname', REDACTED]]),
    });
  });

  it('passes primitives through', () => {
    expect(redact(42)).toBe(42);
    expect(redact(null)).toBeNull();
    expect(redact(undefined)).toBeUndefined();
    expect(redact(true)).toBe(true);
  });
});
