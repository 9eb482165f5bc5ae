import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ExpressionBuilder } from 'kysely';
import type { Tables } from '../db/schema';
import { execute, queryAll, queryOne, queryValue } from '../db/sql';
import { DEMO_PASSWORD } from '../seed/personas';
import { UNKNOWN_ACCOUNT_ANSWER } from '@/tests/gateway/answers';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
let alex: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  alex = await gateway.login('alex@example.com');
});

const TODAY = '2026-03-15';
const JO_ACCOUNT = 4;

async function call(path: string, init: RequestInit & { json?: unknown } = {}, session = alex) {
  const response = await gateway.as(session, path, init);
  return { status: response.status, body: await response.json() };
}

const getPayments = () => call('/api/v1/accounts/1/payments');
const patch = (json: unknown) => call('/api/v1/accounts/1/payments', { method: 'PATCH', json });
const newMandate = (json: unknown, accountId = 1, key?: string) =>
  call(`/api/v1/accounts/${accountId}/direct-debit/mandate`, {
    method: 'POST',
    json,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

const changeCount = () =>
  queryValue(
    gateway.database,
    z.number(),
    gateway.database.selectFrom('direct_debit_changes').select((eb) => eb.fn.countAll().as('n')),
  );

/** A sort code and account number that pass Vocalink's modulus check. */
const GOOD_BANK = {
  accountHolderName: 'Mr A Morgan',
  sortCode: '08-99-99',
  accountNumber: '66374958',
  soleAuthoriser: true,
  currentPassword: DEMO_PASSWORD,
};

/**
 * Alex's forecast worked out again from the database alone, in whole hundredths of a penny
 * where prices are kept, so nothing is shared with the code under test.
 */
/** Alex's agreements in force today. */
const inForceToday = (eb: ExpressionBuilder<Tables, 'agreements'>) =>
  eb.and([
    eb('agreements.account_id', '=', 1),
    eb('agreements.start_date', '<=', TODAY),
    eb.or([eb('agreements.end_date', 'is', null), eb('agreements.end_date', '>=', TODAY)]),
  ]);

async function alexForecastFromTheDatabase() {
  const energy = await queryAll(
    gateway.database,
    z.object({ fuel: z.string(), kwh: z.number(), rateX100: z.number() }),
    gateway.database
      .selectFrom('agreements')
      .innerJoin('tariffs as t', 't.code', 'agreements.tariff_code')
      .innerJoin('registers as r', 'r.meter_point_id', 'agreements.meter_point_id')
      .innerJoin('tariff_region_rates as rr', (join) =>
        join
          .onRef('rr.tariff_code', '=', 'agreements.tariff_code')
          .onRef('rr.region_id', '=', 'agreements.region_id')
          .onRef('rr.rate_name', '=', 'r.name'),
      )
      .select([
        't.fuel',
        'r.estimated_annual_kwh as kwh',
        'rr.unit_rate_inc_vat_pence_x100 as rateX100',
      ])
      .where(inForceToday)
      .orderBy('t.fuel', 'desc'),
  );
  const standing = await queryAll(
    gateway.database,
    z.object({ fuel: z.string(), perDayX100: z.number() }),
    gateway.database
      .selectFrom('agreements')
      .innerJoin('tariffs as t', 't.code', 'agreements.tariff_code')
      .innerJoin('tariff_region_prices as p', (join) =>
        join
          .onRef('p.tariff_code', '=', 'agreements.tariff_code')
          .onRef('p.region_id', '=', 'agreements.region_id'),
      )
      .select(['t.fuel', 'p.standing_charge_inc_vat_pence_x100 as perDayX100'])
      .where(inForceToday)
      .orderBy('t.fuel', 'desc'),
  );
  const balance = Number(
    await queryValue(
      gateway.database,
      z.number(),
      gateway.database
        .selectFrom('transactions')
        .select((eb) => eb.fn.sum('amount_pence').as('sum'))
        .where('account_id', '=', 1),
    ),
  );
  const energyPence = energy.map(({ kwh, rateX100 }) => Math.round((kwh * rateX100) / 100));
  const standingPence = standing.map(({ perDayX100 }) => Math.round((365 * perDayX100) / 100));
  const yearly = [...energyPence, ...standingPence].reduce((sum, pence) => sum + pence, 0);
  const monthly = Math.ceil((yearly - balance) / 12);
  return { energy, standing, energyPence, standingPence, yearly, balance, monthly };
}

describe('Direct Debit explained', () => {
  it("shows alex's forecast line by line, and it agrees to the penny with one worked out again", async () => {
    const { body } = await getPayments();
    const expected = await alexForecastFromTheDatabase();
    const { forecast } = body;

    // Electricity and gas on the fixed tariff: each fuel's use, then its standing charge.
    expect(expected.energy).toHaveLength(2);
    expect(forecast.lines).toHaveLength(4);
    expect(forecast).toMatchObject({ from: '2026-03-16', to: '2027-03-15' });
    expected.energy.forEach(({ fuel, kwh, rateX100 }, index) => {
      expect(forecast.lines).toContainEqual(
        expect.objectContaining({
          fuel,
          kind: 'energy',
          registerName: 'standard',
          quantity: kwh,
          unit: 'kWh',
          ratePence: rateX100 / 100,
          amountPence: expected.energyPence[index],
        }),
      );
    });
    expected.standing.forEach(({ fuel, perDayX100 }, index) => {
      expect(forecast.lines).toContainEqual(
        expect.objectContaining({
          fuel,
          kind: 'standing_charge',
          quantity: 365,
          unit: 'days',
          ratePence: perDayX100 / 100,
          amountPence: expected.standingPence[index],
        }),
      );
    });
    expect(forecast.yearlyCostPence).toBe(expected.yearly);
    expect(forecast.balancePence).toBe(expected.balance);
    // Alex is in credit, so the credit lowers what the year still needs.
    expect(expected.balance).toBeGreaterThan(0);
    expect(forecast.toPayPence).toBe(expected.yearly - expected.balance);
    expect(forecast.monthlyPence).toBe(expected.monthly);
    const recommended = Math.max(500, Math.ceil(expected.monthly / 100) * 100);
    expect(forecast.recommendedAmountPence).toBe(recommended);
    expect(body.recommendedAmountPence).toBe(recommended);
    expect(forecast).toMatchObject({ roundUpToPence: 100, minimumPence: 500 });
  });

  it('raises the recommendation by a twelfth of a debt, and never goes below £5', async () => {
    const before = (await getPayments()).body.forecast;
    const insertBill = (amountPence: number) =>
      execute(
        gateway.database,
        gateway.database.insertInto('transactions').values({
          account_id: 1,
          posted_on: TODAY,
          kind: 'bill',
          description: 'Catch-up bill',
          amount_pence: amountPence,
        }),
      );
    await insertBill(-(before.balancePence + 120_000));
    const inDebt = (await getPayments()).body.forecast;
    expect(inDebt.balancePence).toBe(-120_000);
    expect(inDebt.toPayPence).toBe(inDebt.yearlyCostPence + 120_000);
    expect(inDebt.monthlyPence).toBe(Math.ceil((inDebt.yearlyCostPence + 120_000) / 12));

    await insertBill(10_000_000);
    const inCredit = (await getPayments()).body.forecast;
    expect(inCredit.toPayPence).toBeLessThan(0);
    expect(inCredit.recommendedAmountPence).toBe(500);
  });
});

describe('changing the amount or the day', () => {
  it('records a change of day with its reason, and tells it in words', async () => {
    expect((await getPayments()).body.latestChange).toBeNull();
    const { status, body } = await patch({ dayOfMonth: 1, reason: 'Paid on the last Friday' });
    expect(status).toBe(200);
    expect(body.directDebit).toMatchObject({ dayOfMonth: 1, nextPaymentDate: '2026-04-01' });
    expect(body.latestChange).toEqual({
      kind: 'payment',
      changedAt: '2026-03-15T10:00:00.000Z',
      changedBy: 'customer',
      summary: 'You changed your payment day from the 15th to the 1st on 15 March 2026.',
      reason: 'Paid on the last Friday',
    });
    expect((await getPayments()).body.latestChange).toEqual(body.latestChange);
    expect(
      await queryAll(
        gateway.database,
        z.object({ oldDay: z.number(), newDay: z.number(), who: z.string() }),
        gateway.database
          .selectFrom('direct_debit_changes')
          .select(['old_day_of_month as oldDay', 'new_day_of_month as newDay', 'changed_by as who'])
          .where('account_id', '=', 1),
      ),
    ).toEqual([{ oldDay: 15, newDay: 1, who: 'customer' }]);
  });

  it('tells the latest change when both amount and day change, below the recommendation too', async () => {
    const before = (await getPayments()).body.directDebit.amountPence;
    await patch({ dayOfMonth: 2 });
    gateway.clock.advance(86_400_000);
    alex = await gateway.login('alex@example.com');
    const { body } = await patch({ amountPence: 4_000, dayOfMonth: 22 });
    expect(body.directDebit.amountPence).toBe(4_000);
    expect(body.recommendedAmountPence).toBeGreaterThan(4_000);
    expect(body.latestChange.summary).toBe(
      `You changed your monthly payment from £${(before / 100).toFixed(2)} to £40.00 and your payment day from the 2nd to the 22nd on 16 March 2026.`,
    );
    expect(body.latestChange.reason).toBeNull();
  });

  it('tells a change of amount alone', async () => {
    const before = (await getPayments()).body.directDebit.amountPence;
    const { body } = await patch({ amountPence: before + 1_050 });
    expect(body.latestChange.summary).toBe(
      `You changed your monthly payment from £${(before / 100).toFixed(2)} to £${((before + 1_050) / 100).toFixed(2)} on 15 March 2026.`,
    );
    expect(body.directDebit.dayOfMonth).toBe(15);
  });

  it('refuses a change that changes nothing, and a reason over 200 characters', async () => {
    const { body: current } = await getPayments();
    const same = await patch({ dayOfMonth: current.directDebit.dayOfMonth });
    expect(same.status).toBe(409);
    expect(same.body.message).toMatch(/already .* on the 15th/);
    const long = await patch({ dayOfMonth: 3, reason: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.fields[0].path).toBe('body.reason');
  });
});

describe('new bank details', () => {
  it('replaces the mandate, keeping only the last two digits, and records the change', async () => {
    const { status, body } = await newMandate(GOOD_BANK);
    expect(status).toBe(201);
    expect(body.directDebit).toMatchObject({
      accountHolder: 'Mr A Morgan',
      sortCodeMasked: '**-**-99',
      accountNumberMasked: '******58',
      bankName: '',
      dayOfMonth: 15,
    });
    expect(body.latestChange).toMatchObject({
      kind: 'mandate',
      summary:
        'You changed the bank account your Direct Debit is paid from to the account ending 58 on 15 March 2026.',
    });
    const stored = JSON.stringify(
      await queryOne(
        gateway.database,
        z.record(z.string(), z.unknown()),
        gateway.database.selectFrom('direct_debits').selectAll().where('account_id', '=', 1),
      ),
    );
    expect(stored).not.toContain('66374958');
    expect(stored).not.toContain('089999');
    expect(
      await queryAll(
        gateway.database,
        z.object({ was: z.string(), now: z.string() }),
        gateway.database
          .selectFrom('direct_debit_changes')
          .select(['old_account_number_masked as was', 'new_account_number_masked as now'])
          .where('kind', '=', 'mandate'),
      ),
    ).toEqual([{ was: '******21', now: '******58' }]);
  });

  it('asks for the password, and emails the customer once the bank account has changed', async () => {
    const missing = await newMandate({ ...GOOD_BANK, currentPassword: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields[0]).toEqual({
      path: 'body.currentPassword',
      message: 'Enter your password',
    });
    const wrong = await newMandate({ ...GOOD_BANK, currentPassword: 'not-my-password' }, 1, 'k-1');
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields[0].path).toBe('body.currentPassword');
    expect((await getPayments()).body.directDebit.accountNumberMasked).toBe('******21');
    expect(await gateway.outbox()).toEqual([]);

    expect((await newMandate(GOOD_BANK)).status).toBe(201);
    const [email] = await gateway.outbox();
    expect(email).toMatchObject({
      recipient: 'alex@example.com',
      subject: 'Your Direct Debit bank details have changed',
    });
    expect(email!.body).toContain('changed to the account ending 58');
    expect(email!.body).not.toContain('66374958');
  });

  it('counts wrong passwords towards the lockout, even sent with an Idempotency-Key', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = { ...GOOD_BANK, currentPassword: `guess-${attempt}` };
      expect((await newMandate(wrong, 1, `guess-${attempt}`)).status).toBe(422);
    }
    const paused = await newMandate(GOOD_BANK, 1, 'guess-6');
    expect(paused.status).toBe(429);
    expect((await getPayments()).body.directDebit.accountNumberMasked).toBe('******21');
  });

  it('refuses details that fail the modulus check, naming the account number field', async () => {
    const { status, body } = await newMandate({ ...GOOD_BANK, accountNumber: '66374959' });
    expect(status).toBe(422);
    expect(body.fields).toEqual([
      {
        path: 'body.accountNumber',
        message:
          'Please check your sort code and account number: they do not match a UK bank account.',
      },
    ]);
    expect((await getPayments()).body.directDebit.accountNumberMasked).toBe('******21');
  });

  it('needs the account holder to confirm they can authorise Direct Debits alone', async () => {
    const { status, body } = await newMandate({ ...GOOD_BANK, soleAuthoriser: false });
    expect(status).toBe(400);
    expect(body.fields[0].path).toBe('body.soleAuthoriser');
  });

  it('refuses the bank account already collected from', async () => {
    await newMandate(GOOD_BANK);
    const again = await newMandate(GOOD_BANK);
    expect(again.status).toBe(409);
  });

  it('makes one change when the same request is sent twice with one Idempotency-Key', async () => {
    const first = await newMandate(GOOD_BANK, 1, 'mandate-key-1');
    const again = await newMandate(GOOD_BANK, 1, 'mandate-key-1');
    expect(again).toEqual(first);
    expect(await changeCount()).toBe(1);
  });

  it('keeps a keyed hash of the request, never a plain one of the bank details, for a day', async () => {
    const first = await newMandate(GOOD_BANK, 1, 'mandate-key-2');
    expect(first.status).toBe(201);
    const stored = () =>
      queryAll(
        gateway.database,
        z.object({ hash: z.string() }),
        gateway.database
          .selectFrom('idempotency_keys')
          .select('request_hash as hash')
          .where('key', '=', 'mandate-key-2'),
      );
    const plain = createHash('sha256')
      .update(`POST /api/v1/accounts/1/direct-debit/mandate\n${JSON.stringify(GOOD_BANK)}`)
      .digest('hex');
    const [{ hash }] = (await stored()) as [{ hash: string }];
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(plain);

    gateway.clock.advance(24 * 60 * 60 * 1000);
    alex = await gateway.login('alex@example.com');
    const dayLater = await newMandate(GOOD_BANK, 1, 'mandate-key-2');
    expect(dayLater.status).toBe(409);
    expect(await stored()).toEqual([]);
  });

  it("answers another customer's account exactly as an unknown one (404), changing nothing", async () => {
    expect(await newMandate(GOOD_BANK, JO_ACCOUNT)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await newMandate(GOOD_BANK, 999)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await changeCount()).toBe(0);
  });
});

describe('payment history', () => {
  it('lists only payments, newest first, each with the running balance of all transactions', async () => {
    const { body: all } = await call('/api/v1/accounts/1/transactions?perPage=100');
    const { body: payments } = await call(
      '/api/v1/accounts/1/transactions?kind=payment&perPage=100',
    );
    const expected = all.items.filter((item: { kind: string }) => item.kind === 'payment');
    expect(expected.length).toBeGreaterThan(3);
    expect(payments.items).toEqual(expected);
    expect(payments.totalItems).toBe(expected.length);
  });

  it('refuses a kind it does not know', async () => {
    const { status, body } = await call('/api/v1/accounts/1/transactions?kind=gift');
    expect(status).toBe(400);
    expect(body.fields[0].path).toBe('query.kind');
  });
});
