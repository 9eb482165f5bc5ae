import type { Compilable } from 'kysely';
import { z } from 'zod';
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { makeQuoteRequest } from '@/tests/utils/make-quote-request';
import { makeSignupRequest } from '@/tests/utils/make-signup-request';
import { snapshotRows } from '@/tests/gateway/db-snapshot';
import { createTestGateway, TEST_NOW, type TestGateway } from '@/tests/gateway/test-gateway';
import { execute, queryAll, queryOne, queryValue } from '../db/sql';
import { METERS_TAKEN_MESSAGE } from './check-signup';

const DAY_MS = 86_400_000;
const POSTCODE = 'BS7 9JN';

let gateway: TestGateway;
let home: SupplyAddress;
let fixed: TariffQuote;
beforeEach(async () => {
  gateway = await createTestGateway();
  const addresses = await gateway.request(`/api/v1/addresses/${encodeURIComponent(POSTCODE)}`);
  const found = (await addresses.json()).addresses.find(
    (address: SupplyAddress) => address.mprn !== null && address.meterType === 'smart',
  );
  if (!found) throw new Error(`${POSTCODE} has a smart home with gas`);
  home = found;
  const quotes = await gateway.request('/api/v1/quotes', {
    method: 'POST',
    json: makeQuoteRequest({ postcode: POSTCODE, mpan: home.mpan, mprn: home.mprn ?? '' }),
  });
  fixed = (await quotes.json()).find((q: TariffQuote) => q.tariffName === 'So Fixed 12M');
});

type Overrides = Parameters<typeof makeSignupRequest>[0];

function signupFor(quote: TariffQuote, overrides: Overrides = {}) {
  return makeSignupRequest({
    quoteId: quote.quoteId,
    tariff: { elecProductCode: quote.elecProductCode, gasProductCode: quote.gasProductCode },
    supplyAddress: { uprn: home.uprn },
    ...overrides,
  });
}

async function signUp(overrides: Overrides = {}, key?: string) {
  const response = await gateway.request('/api/v1/signups', {
    method: 'POST',
    json: signupFor(fixed, overrides),
    headers: key ? { 'idempotency-key': key } : {},
  });
  return { status: response.status, body: await response.json() };
}

/** The first column of the query's first row, as a number. */
const count = async (query: Compilable<unknown>) =>
  Number(await queryValue(gateway.database, z.unknown(), query));

/** The query's first row as the database gives it. */
const rowOf = (query: Compilable<unknown>) => queryOne(gateway.database, z.unknown(), query);

describe('POST /api/v1/signups', () => {
  it('opens the account on the quoted tariff and lets the new customer log in', async () => {
    const { status, body } = await signUp({}, 'signup-1');
    expect(status).toBe(201);
    expect(body).toEqual({
      accountNumber: expect.stringMatching(/^5\d{7}$/),
      email: 'robin.hartley@example.com',
      tariffName: 'So Fixed 12M',
      supplyStartDate: '2026-04-07',
      // The first 1st of a month from the supply start, a twelfth of the yearly cost.
      firstDirectDebit: {
        date: '2026-05-01',
        amountPence: Math.round(fixed.costPerMonthInPounds * 100),
      },
    });

    const session = await gateway.request('/api/v1/auth/login', {
      method: 'POST',
      json: {
        email: 'Robin.Hartley@example.com',
        password: 'copper kettle meadow',
        short_lived_refresh_token: 'false',
      },
    });
    expect(session.status).toBe(200);
    const token = (await session.json()).token;
    const headers = { authorization: `Bearer ${token}` };
    const me = await (await gateway.request('/api/v1/customers/me', { headers })).json();
    expect(me.accounts).toEqual([
      expect.objectContaining({
        number: body.accountNumber,
        fuelType: 'ElecAndGas',
        supplyAddress: {
          line1: home.line1,
          line2: home.line2,
          town: home.town,
          postcode: POSTCODE,
        },
      }),
    ]);
    const accountId = me.accounts[0].id;
    const { agreements } = await (
      await gateway.request(`/api/v1/accounts/${accountId}/agreements`, { headers })
    ).json();
    const elec = agreements.find((a: { fuel: string }) => a.fuel === 'electricity');
    expect(elec).toMatchObject({
      tariffCode: 'SO-FIX-12M-E',
      startDate: '2026-04-07',
      endDate: '2027-04-06',
      status: 'future',
      exitFeePence: 5_000,
    });
    // The agreement keeps the region's quoted prices, VAT included: exactly the quote.
    expect(elec.unitRates[0].unitRateIncVatPence).toBe(fixed.elecRates[0]?.costPerKwhInPence);
    expect(elec.standingChargeIncVatPence).toBe(fixed.elecStandingChargeInPence);
    const state = await (
      await gateway.request(`/api/v1/accounts/${accountId}/state`, { headers })
    ).json();
    expect(state.accountUnlocked).toBe(false);
    const { meterPoints } = await (
      await gateway.request(`/api/v1/accounts/${accountId}/readings`, { headers })
    ).json();
    const numbers = meterPoints.map(
      (m: { mpan: string | null; mprn: string | null }) => m.mpan ?? m.mprn,
    );
    expect(numbers.sort()).toEqual([home.mpan, home.mprn].sort());
  });

  it('stores bank details masked to their last two digits with a keyed hash, and never returns them', async () => {
    const { body } = await signUp();
    expect(JSON.stringify(body)).not.toMatch(/66374958|089999/);
    const stored = await rowOf(
      gateway.database
        .selectFrom('direct_debits as d')
        .innerJoin('accounts as a', 'a.id', 'd.account_id')
        .select([
          'd.sort_code_masked',
          'd.account_number_masked',
          'd.bank_details_hash',
          'd.mandate_confirmed_at',
        ])
        .where('a.number', '=', body.accountNumber),
    );
    expect(stored).toEqual({
      sort_code_masked: '**-**-99',
      account_number_masked: '******58',
      bank_details_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      mandate_confirmed_at: '2026-03-15T10:00:00.000Z',
    });
    const everything = await snapshotRows(gateway.database);
    expect(everything).toContain('**-**-99');
    expect(everything).not.toMatch(/66374958|089999|08-99-99|copper kettle meadow/);
  });

  it("keeps a billing address that differs from the supply address as the customer's correspondence address", async () => {
    const billingAddress = { line1: '3 Pulteney Bridge', town: 'Bath', postcode: 'ba24at' };
    const { body } = await signUp({ billingAddress });
    expect(
      await rowOf(
        gateway.database
          .selectFrom('customers as c')
          .innerJoin('accounts as a', 'a.customer_id', 'c.id')
          .select([
            'c.correspondence_line1 as line1',
            'c.correspondence_line2 as line2',
            'c.correspondence_town as town',
            'c.correspondence_postcode as postcode',
          ])
          .where('a.number', '=', body.accountNumber),
      ),
    ).toEqual({ ...billingAddress, line2: null, postcode: 'BA2 4AT' });
  });

  describe('the Priority Services Register answer', () => {
    const extraSupportOf = (accountNumber: string) =>
      rowOf(
        gateway.database
          .selectFrom('extra_support as s')
          .innerJoin('accounts as a', 'a.id', 's.account_id')
          .select(['s.needed', 's.details', 's.recorded_at as recordedAt'])
          .where('a.number', '=', accountNumber),
      );

    it.each([
      [
        'support needed, in the customer’s words',
        { needed: true, details: '  Dad uses a home oxygen concentrator ' },
        { needed: 1, details: 'Dad uses a home oxygen concentrator' },
      ],
      [
        'support needed, nothing written',
        { needed: true, details: '' },
        { needed: 1, details: null },
      ],
      ['no support needed', { needed: false }, { needed: 0, details: null }],
      [
        'no support needed, with words left from an earlier answer',
        { needed: false, details: 'large print bills' },
        { needed: 0, details: null },
      ],
    ])('is kept with the account: %s', async (_case, extraSupport, stored) => {
      const { status, body } = await signUp({ personalDetails: { extraSupport } });
      expect(status).toBe(201);
      expect(await extraSupportOf(body.accountNumber)).toEqual({
        ...stored,
        recordedAt: '2026-03-15T10:00:00.000Z',
      });
    });

    it('is not recorded when the question was not asked', async () => {
      const { body } = await signUp();
      expect(await extraSupportOf(body.accountNumber)).toBeUndefined();
    });

    it.each([
      ['details over 500 characters', { needed: true, details: 'a'.repeat(501) }],
      ['no yes or no', { details: 'large print' }],
      ['a field it does not know', { needed: true, register: 'PSR' }],
    ])('refuses %s with 400', async (_case, extraSupport) => {
      const signup = signupFor(fixed);
      const response = await gateway.request('/api/v1/signups', {
        method: 'POST',
        json: { ...signup, personalDetails: { ...signup.personalDetails, extraSupport } },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toEqual([
        expect.objectContaining({
          path: expect.stringMatching(/^body\.personalDetails\.extraSupport/),
        }),
      ]);
    });
  });

  it('opens one account when the same sign-up is sent twice at once with one Idempotency-Key', async () => {
    const [first, second] = await Promise.all([
      signUp({}, 'double-click'),
      signUp({}, 'double-click'),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(
      await count(
        gateway.database
          .selectFrom('customers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('email', '=', 'robin.hartley@example.com'),
      ),
    ).toBe(1);
    expect(
      await count(gateway.database.selectFrom('signups').select((eb) => eb.fn.countAll().as('n'))),
    ).toBe(1);
    expect((await signUp({}, 'double-click')).body).toEqual(first.body);
  });

  it('refuses a used Idempotency-Key for a different sign-up with 422', async () => {
    await signUp({}, 'key-1');
    const { status } = await signUp({ personalDetails: { firstName: 'Robyn' } }, 'key-1');
    expect(status).toBe(422);
  });

  it('opens one account per quote, with or without a key', async () => {
    expect((await signUp()).status).toBe(201);
    const again = await signUp({ personalDetails: { email: 'someone.else@example.com' } });
    expect(again).toEqual({
      status: 409,
      body: expect.objectContaining({ message: expect.stringMatching(/already signed up/) }),
    });
  });

  it('signs up one home once: a new quote for meters already switching to us gets 409', async () => {
    expect((await signUp()).status).toBe(201);
    const quotes = await gateway.request('/api/v1/quotes', {
      method: 'POST',
      json: makeQuoteRequest({ postcode: POSTCODE, mpan: home.mpan, mprn: home.mprn ?? '' }),
    });
    fixed = (await quotes.json()).find((q: TariffQuote) => q.tariffName === 'So Fixed 12M');
    const accounts = await count(
      gateway.database.selectFrom('accounts').select((eb) => eb.fn.countAll().as('n')),
    );
    const again = await signUp({ personalDetails: { email: 'kit.hartley@example.com' } });
    expect(again).toEqual({
      status: 409,
      body: { statusCode: 409, message: METERS_TAKEN_MESSAGE },
    });
    expect(
      await count(gateway.database.selectFrom('accounts').select((eb) => eb.fn.countAll().as('n'))),
    ).toBe(accounts);
  });

  it('accepts a quote until it is 30 days old, then refuses it with 409', async () => {
    gateway.clock.advance(30 * DAY_MS - 60_000);
    expect((await signUp({}, 'in-time')).status).toBe(201);

    gateway = await createTestGateway();
    const quotes = await gateway.request('/api/v1/quotes', {
      method: 'POST',
      json: makeQuoteRequest({ postcode: POSTCODE }),
    });
    fixed = (await quotes.json())[0];
    gateway.clock.advance(30 * DAY_MS);
    const late = await signUp();
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'Your quote has expired: quotes last 30 days. Please get a new quote.',
    );
  });

  it.each([
    [
      'a tariff other than the quoted one',
      { tariff: { elecProductCode: 'SO-FIX-24M-E', gasProductCode: 'SO-FIX-24M-G' } },
      /does not match your quote/,
    ],
    ['an address at another postcode', { supplyAddress: { uprn: '999' } }, /not at BS7 9JN/],
  ])('refuses %s with 409', async (_case, overrides, message) => {
    const { status, body } = await signUp(overrides);
    expect(status).toBe(409);
    expect(body.message).toMatch(message);
  });

  it('refuses a gas quote for a home without gas with 409', async () => {
    const addresses = await gateway.request(`/api/v1/addresses/${encodeURIComponent('N7 8JE')}`);
    const noGas = (await addresses.json()).addresses.find((a: SupplyAddress) => a.mprn === null);
    if (!noGas) throw new Error('N7 8JE has a home without gas');
    const quotes = await gateway.request('/api/v1/quotes', {
      method: 'POST',
      json: makeQuoteRequest({ postcode: 'N7 8JE' }),
    });
    fixed = (await quotes.json())[0];
    home = noGas;
    const { status, body } = await signUp();
    expect(status).toBe(409);
    expect(body.message).toMatch(/no gas supply/);
  });

  it('answers 404 for a quote it does not know', async () => {
    expect((await signUp({ quoteId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });

  it('answers 404 for a quote id altered to describe another quote', async () => {
    const altered = fixed.quoteId.replace(/^./, (first) => (first === 'W' ? 'X' : 'W'));
    expect((await signUp({ quoteId: altered })).status).toBe(404);
    expect((await signUp()).status).toBe(201);
  });

  it.each([
    ['a password from the common list', 'liverpool1', 'It is a commonly used password.'],
    ['a keyboard row', 'qwertyuiop[]', 'Rows of keys next to each other are easy to guess.'],
    ['their own name', 'robinhartley', 'It has your name or email address in it.'],
  ])('refuses %s with 422 on the password, in words', async (_case, password, reason) => {
    const { status, body } = await signUp({ personalDetails: { password } });
    expect(status).toBe(422);
    expect(body.fields).toEqual([
      {
        path: 'body.personalDetails.password',
        message: expect.stringMatching(/^This password is too easy to guess\./),
      },
    ]);
    expect(body.fields[0].message).toContain(reason);
    expect(
      await count(
        gateway.database
          .selectFrom('customers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('email', '=', 'robin.hartley@example.com'),
      ),
    ).toBe(0);
  });

  it.each([
    ['18 today', 201, '2008-03-15'],
    ['18 tomorrow', 422, '2008-03-16'],
  ])('takes customers aged 18 or over: %s → %i', async (_case, status, dateOfBirth) => {
    const response = await signUp({ personalDetails: { dateOfBirth } });
    expect(response.status).toBe(status);
    if (status === 422) {
      expect(response.body.fields).toEqual([
        expect.objectContaining({ path: 'body.personalDetails.dateOfBirth' }),
      ]);
    }
  });

  it('refuses bank details that fail UK modulus checking with 422', async () => {
    const { status, body } = await signUp({ payment: { accountNumber: '66374959' } });
    expect(status).toBe(422);
    expect(body.fields).toEqual([expect.objectContaining({ path: 'body.payment.accountNumber' })]);
  });

  it.each([
    ['a Direct Debit on day 1', 201, { payment: { directDebitDayOfMonth: 1 } }],
    ['a Direct Debit on day 28', 201, { payment: { directDebitDayOfMonth: 28 } }],
    ['a Direct Debit on day 0', 400, { payment: { directDebitDayOfMonth: 0 } }],
    ['a Direct Debit on day 29', 400, { payment: { directDebitDayOfMonth: 29 } }],
    ['a 5-digit sort code', 400, { payment: { sortCode: '08-99-9' } }],
    ['a 7-digit account number', 400, { payment: { accountNumber: '6637495' } }],
    ['no confirmation of sole authority', 400, { payment: { soleAuthoriser: false } }],
    ['a 9-character password', 400, { personalDetails: { password: 'short one' } }],
    ['a password of one character', 400, { personalDetails: { password: 'aaaaaaaaaaaa' } }],
    ['a common password', 422, { personalDetails: { password: 'Password123' } }],
    ['a landline with too few digits', 400, { personalDetails: { phone: '0117 496' } }],
  ] as const)('%s → %i', async (_case, status, overrides) => {
    expect((await signUp(overrides as Overrides)).status).toBe(status);
  });
});

describe('POST /api/v1/signups: where the sign-up came from', () => {
  const attributionOf = (accountNumber: string) =>
    rowOf(
      gateway.database
        .selectFrom('signups as s')
        .innerJoin('accounts as a', 'a.id', 's.account_id')
        .select([
          's.referral_code as referralCode',
          's.referrer_account_id as referrerAccountId',
          's.agent_id as agentId',
          's.partner_id as partnerId',
        ])
        .where('a.number', '=', accountNumber),
    );
  const accountIdOf = (number: string) =>
    count(gateway.database.selectFrom('accounts').select('id').where('number', '=', number));
  const referralsOf = (number: string) =>
    queryAll(
      gateway.database,
      z.unknown(),
      gateway.database
        .selectFrom('referrals as r')
        .innerJoin('accounts as a', 'a.id', 'r.account_id')
        .leftJoin('accounts as f', 'f.id', 'r.friend_account_id')
        .select([
          'r.friend_first_name as friendFirstName',
          'r.status',
          'r.referred_on as referredOn',
          'r.credit_pence as creditPence',
          'f.number as friendAccountNumber',
        ])
        .where('a.number', '=', number)
        .orderBy('r.id'),
    );
  const accountWithCode = async (code: string) =>
    String(
      await queryValue(
        gateway.database,
        z.string(),
        gateway.database.selectFrom('accounts').select('number').where('referral_code', '=', code),
      ),
    );
  const referralCount = () =>
    count(gateway.database.selectFrom('referrals').select((eb) => eb.fn.countAll().as('n')));

  it('keeps the referral code, agent and partner with the account, and credits the referrer a pending referral', async () => {
    const alex = await accountWithCode('ALEX-M7Q2');
    const before = await referralsOf(alex);
    const { status, body } = await signUp({
      attribution: { referralCode: ' alex-m7q2 ', agentId: 'CC33-9', partnerId: 'elmo_7' },
    });
    expect(status).toBe(201);
    expect(await attributionOf(body.accountNumber)).toEqual({
      referralCode: 'ALEX-M7Q2',
      referrerAccountId: await accountIdOf(alex),
      agentId: 'CC33-9',
      partnerId: 'elmo_7',
    });
    expect(await referralsOf(alex)).toEqual([
      ...before,
      {
        friendFirstName: 'Robin',
        status: 'Pending',
        referredOn: '2026-03-15',
        creditPence: 0,
        friendAccountNumber: body.accountNumber,
      },
    ]);

    const session = await gateway.login('alex@example.com');
    const referrals = await (
      await gateway.as(session, `/api/v1/accounts/${await accountIdOf(alex)}/referrals`)
    ).json();
    expect(referrals.count).toBe(before.length + 1);
    expect(referrals.referrals[0]).toMatchObject({ friendFirstName: 'Robin', status: 'Pending' });
  });

  it.each([
    ['only a referral code', { referralCode: 'SAM-P4K8' }],
    ['only an agent', { agentId: 'agent_0042' }],
    ['only a partner', { partnerId: 'ELMO-partner-1' }],
  ])('keeps %s, each field on its own', async (_case, attribution) => {
    const { status, body } = await signUp({ attribution });
    expect(status).toBe(201);
    expect(await attributionOf(body.accountNumber)).toEqual({
      referralCode: null,
      referrerAccountId: null,
      agentId: null,
      partnerId: null,
      ...attribution,
      ...('referralCode' in attribution && {
        referrerAccountId: await accountIdOf(await accountWithCode('SAM-P4K8')),
      }),
    });
  });

  it('keeps nothing and credits nobody when the sign-up names no attribution', async () => {
    const referrals = await referralCount();
    const { body } = await signUp();
    expect(await attributionOf(body.accountNumber)).toEqual({
      referralCode: null,
      referrerAccountId: null,
      agentId: null,
      partnerId: null,
    });
    expect(await referralCount()).toBe(referrals);
  });

  it.each([
    ['a code that belongs to no account', 'NOBODY-123'],
    ['a blacklisted voucher (Lee)', 'LEE-T5R1'],
  ])(
    'signs up with %s as usual, keeping the code unmatched and crediting nobody',
    async (_case, referralCode) => {
      const referrals = await referralCount();
      const { status, body } = await signUp({ attribution: { referralCode } });
      expect(status).toBe(201);
      // The answer is the usual one, with no word about the code.
      expect(body).toEqual({
        accountNumber: expect.stringMatching(/^5\d{7}$/),
        email: 'robin.hartley@example.com',
        tariffName: 'So Fixed 12M',
        supplyStartDate: '2026-04-07',
        firstDirectDebit: { date: '2026-05-01', amountPence: expect.any(Number) },
      });
      expect(await attributionOf(body.accountNumber)).toMatchObject({
        referralCode,
        referrerAccountId: null,
      });
      expect(await referralCount()).toBe(referrals);
    },
  );

  it('credits nobody while referrals are switched off for everyone', async () => {
    await execute(
      gateway.database,
      gateway.database
        .updateTable('settings')
        .set({ value: 'true' })
        .where('key', '=', 'refer_disabled_globally'),
    );
    const referrals = await referralCount();
    const { status, body } = await signUp({ attribution: { referralCode: 'ALEX-M7Q2' } });
    expect(status).toBe(201);
    expect(await attributionOf(body.accountNumber)).toMatchObject({ referrerAccountId: null });
    expect(await referralCount()).toBe(referrals);
  });

  it('does not let customers refer themselves: the same name and date of birth', async () => {
    const referrals = await referralCount();
    const { status, body } = await signUp({
      personalDetails: {
        firstName: 'alex',
        lastName: 'MORGAN',
        dateOfBirth: '1987-06-14',
        email: 'alex.morgan@example.org',
      },
      attribution: { referralCode: 'ALEX-M7Q2' },
    });
    expect(status).toBe(201);
    expect(await attributionOf(body.accountNumber)).toMatchObject({
      referralCode: 'ALEX-M7Q2',
      referrerAccountId: null,
    });
    expect(await referralCount()).toBe(referrals);
  });

  it('does not let customers refer themselves: an account that supplied the home until its move', async () => {
    const first = await signUp();
    const own = await queryOne(
      gateway.database,
      z.object({ id: z.number(), referralCode: z.string() }),
      gateway.database
        .selectFrom('accounts')
        .select(['id', 'referral_code as referralCode'])
        .where('number', '=', first.body.accountNumber),
    );
    if (!own) throw new Error('The first sign-up opened an account');
    // Moving out frees the home's meters for whoever moves in.
    await execute(
      gateway.database,
      gateway.database.insertInto('move_outs').values({
        account_id: own.id,
        move_out_date: '2026-04-30',
        address_line1: '3 Pulteney Bridge',
        town: 'Bath',
        postcode: 'BA2 4AT',
        status: 'Received',
        created_at: TEST_NOW.toISOString(),
      }),
    );
    const quotes = await gateway.request('/api/v1/quotes', {
      method: 'POST',
      json: makeQuoteRequest({
        postcode: POSTCODE,
        mpan: home.mpan,
        mprn: home.mprn ?? '',
        estimatedUsageType: 'HIGH',
      }),
    });
    fixed = (await quotes.json()).find((q: TariffQuote) => q.tariffName === 'So Fixed 12M');
    const referrals = await referralCount();
    const second = await signUp({
      personalDetails: { firstName: 'Kit', email: 'kit.hartley@example.com' },
      attribution: { referralCode: own.referralCode },
    });
    expect(second.status).toBe(201);
    expect(await attributionOf(second.body.accountNumber)).toMatchObject({
      referralCode: own.referralCode,
      referrerAccountId: null,
    });
    expect(await referralCount()).toBe(referrals);
  });

  it('replays a repeated sign-up with its attribution once: one account, one referral', async () => {
    const referrals = await referralCount();
    const attribution = { referralCode: 'ALEX-M7Q2', agentId: 'CC33-9' };
    const [first, second] = await Promise.all([
      signUp({ attribution }, 'referred-double-click'),
      signUp({ attribution }, 'referred-double-click'),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(
      await count(gateway.database.selectFrom('signups').select((eb) => eb.fn.countAll().as('n'))),
    ).toBe(1);
    expect(await referralCount()).toBe(referrals + 1);
    // The same key with another attribution is another request.
    expect(
      (
        await signUp(
          { attribution: { ...attribution, agentId: 'CC33-10' } },
          'referred-double-click',
        )
      ).status,
    ).toBe(422);
  });

  it.each([
    ['a referral code of 2 characters', { referralCode: 'AB' }, 'referralCode', /3 to 32/],
    ['a referral code with a space', { referralCode: 'ALEX M7Q2' }, 'referralCode', /letters/],
    [
      'a referral code of 33 characters',
      { referralCode: 'A'.repeat(33) },
      'referralCode',
      /3 to 32/,
    ],
    ['an empty agent id', { agentId: '' }, 'agentId', /telesales agent id is 1 to 64/],
    ['an agent id with a slash', { agentId: 'CC33/9' }, 'agentId', /letters, digits/],
    ['an agent id of 65 characters', { agentId: 'a'.repeat(65) }, 'agentId', /1 to 64/],
    ['a partner id with a dot', { partnerId: 'elmo.7' }, 'partnerId', /partner id is 1 to 64/],
    ['a number for a partner id', { partnerId: 7 }, 'partnerId', /partner id/],
    ['an unknown attribution field', { campaign: 'spring' }, '', /./],
  ])(
    'refuses %s with 400 on that field, opening nothing',
    async (_case, attribution, field, message) => {
      const response = await gateway.request('/api/v1/signups', {
        method: 'POST',
        json: { ...signupFor(fixed), attribution },
      });
      expect(response.status).toBe(400);
      const { fields } = await response.json();
      expect(fields).toEqual([
        {
          path: field ? `body.attribution.${field}` : expect.stringMatching(/^body\.attribution/),
          message: expect.stringMatching(message),
        },
      ]);
      expect(
        await count(
          gateway.database.selectFrom('signups').select((eb) => eb.fn.countAll().as('n')),
        ),
      ).toBe(0);
    },
  );

  it('publishes the attribution in OpenAPI: three optional fields, nothing else', async () => {
    const document = await (await gateway.request('/api/v1/openapi.json')).json();
    const { schemas } = document.components;
    expect(schemas.SignupRequest.properties.attribution).toEqual({
      $ref: '#/components/schemas/SignupAttribution',
    });
    expect(schemas.SignupRequest.required).not.toContain('attribution');
    expect(schemas.SignupAttribution).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: {
        referralCode: { type: 'string', pattern: expect.any(String) },
        agentId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
        partnerId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
      },
    });
    expect(schemas.SignupAttribution.required).toBeUndefined();
  });
});
