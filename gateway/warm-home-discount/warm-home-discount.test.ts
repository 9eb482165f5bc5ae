import { z } from 'zod';
import { warmHomeDiscount } from '@/lib/gateway/contract/warm-home-discount';
import { insertAccount } from '../accounts/insert-rows';
import { execute, queryAll } from '../db/sql';
import { UNKNOWN_ACCOUNT_ANSWER } from '@/tests/gateway/answers';
import { snapshotRows } from '@/tests/gateway/db-snapshot';
import {
  accountIdOf,
  createTestGateway,
  type LoggedIn,
  type TestGateway,
} from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
let isla: LoggedIn;
let islasAccount: number;
beforeEach(async () => {
  gateway = await createTestGateway();
  isla = await gateway.login('isla@example.com');
  islasAccount = await accountIdOf(gateway, '40956208');
});

const NI_NUMBER = 'AB 12 34 56 C';
const application = {
  benefit: 'universal-credit',
  benefitHolder: 'customer',
  nameOnBenefit: 'Isla Campbell',
  dateOfBirth: '1984-02-11',
  nationalInsuranceNumber: NI_NUMBER,
  householdFacts: ['child-under-five'],
  consent: true,
};

async function discountOf(session: LoggedIn, accountId: number) {
  const response = await gateway.as(session, `/api/v1/accounts/${accountId}/warm-home-discount`);
  return { status: response.status, body: await response.json() };
}

async function apply(
  body: Record<string, unknown> = application,
  {
    session = isla,
    accountId = islasAccount,
    key,
  }: { session?: LoggedIn; accountId?: number; key?: string } = {},
) {
  const response = await gateway.as(
    session,
    `/api/v1/accounts/${accountId}/warm-home-discount/applications`,
    { method: 'POST', json: body, headers: key ? { 'Idempotency-Key': key } : {} },
  );
  return { status: response.status, body: await response.json() };
}

const applicationRows = () =>
  queryAll(
    gateway.database,
    z.looseObject({}),
    gateway.database.selectFrom('warm_home_discount_applications').selectAll().orderBy('id'),
  );

describe('in England and Wales the discount is automatic', () => {
  it.each([
    ['alex@example.com', 1, { status: 'matched' }],
    ['jo@example.com', 4, { status: 'confirm-by-phone', confirmBy: '2026-04-08' }],
    ['riley@example.com', 7, { status: 'paid', paidOn: '2026-03-03', amountPence: 15_000 }],
    ['sam@example.com', 3, { status: 'not-matched' }],
  ])('%s (account %i): the matching found %j', async (email, accountId, match) => {
    const { status, body } = await discountOf(await gateway.login(email), accountId);
    expect(status).toBe(200);
    expect(warmHomeDiscount.parse(body)).toEqual(body);
    expect(body).toEqual({
      scheme: 'england-wales',
      schemeYear: { label: '2025/26', from: '2025-04-01', to: '2026-03-31' },
      amountPence: 15_000,
      match,
    });
  });

  it("puts riley's discount on his account as a credit", async () => {
    const credit = await queryAll(
      gateway.database,
      z.object({ postedOn: z.string(), description: z.string(), amountPence: z.number() }),
      gateway.database
        .selectFrom('transactions')
        .select(['posted_on as postedOn', 'description', 'amount_pence as amountPence'])
        .where('account_id', '=', 7)
        .where('kind', '=', 'credit'),
    );
    expect(credit).toEqual([
      { postedOn: '2026-03-03', description: 'Warm Home Discount 2025/26', amountPence: 15_000 },
    ]);
  });

  it('refuses an application from England with 422, saying why, and stores nothing', async () => {
    const alex = await gateway.login('alex@example.com');
    const { status, body } = await apply(application, { session: alex, accountId: 1 });
    expect(status).toBe(422);
    expect(body.message).toMatch(/In England and Wales there is nothing to apply for/);
    expect(await applicationRows()).toEqual([]);
  });
});

describe('in Scotland customers apply for a Broader Group place', () => {
  it("shows isla's open applications, the places left and no application yet", async () => {
    const { status, body } = await discountOf(isla, islasAccount);
    expect(status).toBe(200);
    expect(body).toEqual({
      scheme: 'scotland',
      schemeYear: { label: '2025/26', from: '2025-04-01', to: '2026-03-31' },
      amountPence: 15_000,
      match: { status: 'not-matched' },
      broaderGroup: { status: 'open', opensOn: '2025-10-01', placesLeft: 400, application: null },
    });
  });

  it('takes an application and answers with it, one place fewer', async () => {
    const { status, body } = await apply();
    expect(status).toBe(201);
    expect(warmHomeDiscount.parse(body)).toEqual(body);
    expect(body.broaderGroup).toEqual({
      status: 'open',
      opensOn: '2025-10-01',
      placesLeft: 399,
      application: {
        id: expect.any(Number),
        status: 'Received',
        declineReason: null,
        benefit: 'universal-credit',
        benefitHolder: 'customer',
        nameOnBenefit: 'Isla Campbell',
        nationalInsuranceNumberEnd: '56C',
        submittedAt: '2026-03-15T10:00:00.000Z',
      },
    });
    expect((await discountOf(isla, islasAccount)).body).toEqual(body);
  });

  it('keeps only the last three characters of the National Insurance number, anywhere', async () => {
    await apply(application, { key: 'isla-whd-1' });
    expect(await applicationRows()).toEqual([
      expect.objectContaining({
        ni_number_end: '56C',
        child_under_five: 1,
        disability: 0,
        aged_65_or_over: 0,
      }),
    ]);
    const stored = await snapshotRows(gateway.database);
    expect(stored).not.toMatch(/AB ?12 ?34 ?56/i);
    expect(stored).not.toContain('123456');

    // The retry's number differs but in its last three characters, and it is taken as the same
    // request: the key's stored hash of the request never saw the whole number either.
    const retry = await apply(
      { ...application, nationalInsuranceNumber: 'CE 65 43 56 C' },
      { key: 'isla-whd-1' },
    );
    expect(retry.status).toBe(201);
  });

  it('applies once when the same request is sent twice with one Idempotency-Key', async () => {
    const first = await apply(application, { key: 'isla-whd-1' });
    expect(await apply(application, { key: 'isla-whd-1' })).toEqual(first);
    expect(await applicationRows()).toHaveLength(1);

    const again = await apply(application, { key: 'isla-whd-2' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/You applied for the Warm Home Discount for 2025\/26/);
    expect(await applicationRows()).toHaveLength(1);
  });

  it.each([
    ['a malformed number', { nationalInsuranceNumber: 'AB 12 34 56' }, 'nationalInsuranceNumber'],
    [
      'a number HMRC never issues',
      { nationalInsuranceNumber: 'GB123456A' },
      'nationalInsuranceNumber',
    ],
    ['no benefit', { benefit: 'child-benefit' }, 'benefit'],
    ['no date of birth', { dateOfBirth: '' }, 'dateOfBirth'],
    ['no consent', { consent: false }, 'consent'],
    ['nothing true of the home with Universal Credit', { householdFacts: [] }, 'householdFacts'],
  ])('refuses %s with 400 naming the field', async (_case, change, field) => {
    const { status, body } = await apply({ ...application, ...change });
    expect(status).toBe(400);
    expect(body.fields).toContainEqual({ path: `body.${field}`, message: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain('123456');
    expect(await applicationRows()).toEqual([]);
  });

  it('takes Pension Credit savings credit on its own', async () => {
    const { status } = await apply({
      ...application,
      benefit: 'pension-credit-savings-credit',
      householdFacts: [],
    });
    expect(status).toBe(201);
  });

  it('refuses someone under 16 with 422 on the date of birth', async () => {
    const { status, body } = await apply({ ...application, dateOfBirth: '2010-03-16' });
    expect(status).toBe(422);
    expect(body.fields).toEqual([{ path: 'body.dateOfBirth', message: expect.any(String) }]);
  });

  it('says when applications open, before they do', async () => {
    await execute(
      gateway.database,
      gateway.database
        .updateTable('warm_home_discount_broader_group')
        .set({ opens_on: '2026-03-20' }),
    );
    expect((await discountOf(isla, islasAccount)).body.broaderGroup).toMatchObject({
      status: 'not-open-yet',
      opensOn: '2026-03-20',
    });
    const { status, body } = await apply();
    expect(status).toBe(422);
    expect(body.message).toBe('Applications for 2025/26 open on 20 March 2026.');
  });

  it('refuses an application once every place is taken', async () => {
    await execute(
      gateway.database,
      gateway.database.updateTable('warm_home_discount_broader_group').set({ places: 1 }),
    );
    const lee = await gateway.login('lee@example.com');
    expect((await apply(application, { session: lee, accountId: 5 })).status).toBe(201);

    expect((await discountOf(isla, islasAccount)).body.broaderGroup).toMatchObject({
      status: 'full',
      placesLeft: 0,
    });
    const { status, body } = await apply();
    expect(status).toBe(422);
    expect(body.message).toMatch(/All our Broader Group places for 2025\/26 have been taken/);
  });

  it('needs no application when the government has matched the customer already', async () => {
    await execute(
      gateway.database,
      gateway.database
        .insertInto('warm_home_discount_matches')
        .values({ account_id: islasAccount, scheme_year: '2025/26', status: 'matched' }),
    );
    const { status, body } = await apply();
    expect(status).toBe(422);
    expect(body.message).toMatch(/no need to apply/);
  });
});

describe('who may see it', () => {
  it("answers another customer's account exactly as an unknown one (404)", async () => {
    const alex = await gateway.login('alex@example.com');
    expect(await discountOf(alex, islasAccount)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await apply(application, { session: alex })).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await discountOf(alex, 999)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await apply(application, { session: alex, accountId: 999 })).toEqual(
      UNKNOWN_ACCOUNT_ANSWER,
    );
    expect(await discountOf(isla, 999)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await apply(application, { accountId: 999 })).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await applicationRows()).toEqual([]);
  });

  it('counts a home in Great Britain with its electricity from us as eligible, and no other', async () => {
    const state = async (session: LoggedIn, accountId: number) =>
      (await (await gateway.as(session, `/api/v1/accounts/${accountId}/state`)).json())
        .eligibleForWarmHomeDiscount;
    expect(await state(isla, islasAccount)).toBe(true);
    expect(await state(await gateway.login('lee@example.com'), 5)).toBe(true);

    const noMeters = await insertAccount(gateway.database, {
      number: '40999991',
      customerId: 7,
      supplyAddress: { line1: '2 Leith Walk', town: 'Edinburgh', postcode: 'EH6 5AA' },
      openedOn: '2026-03-01',
      referralCode: 'ISLA-GAS1',
      accountUnlocked: true,
      smartMeterBookingEligible: false,
    });
    expect(await state(isla, noMeters)).toBe(false);
    const { status, body } = await discountOf(isla, noMeters);
    expect(status).toBe(422);
    expect(body.message).toMatch(/we do not supply this home's electricity/);
  });
});
