import { z } from 'zod';
import { queryValue } from '../db/sql';
import { UNKNOWN_ACCOUNT_ANSWER } from '@/tests/gateway/answers';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

const JO_ACCOUNT = 4;
const plan = { months: 6, phone: '07700 900789', circumstances: 'My hours were cut.' };

async function send(email: string, accountId: number, body: unknown, key?: string) {
  const session = await gateway.login(email);
  const response = await gateway.as(session, `/api/v1/accounts/${accountId}/payment-plan`, {
    method: 'POST',
    json: body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
  return { status: response.status, body: await response.json() };
}

async function status(email: string, accountId: number) {
  const session = await gateway.login(email);
  return (await gateway.as(session, `/api/v1/accounts/${accountId}/payment-plan`)).json();
}

describe('payment plans', () => {
  it('records a request to spread what is owed, with the monthly amount rounded up', async () => {
    const before = await status('jo@example.com', JO_ACCOUNT);
    expect(before.owedPence).toBeGreaterThan(0);
    expect(before.request).toBeNull();

    const { status: code, body } = await send('jo@example.com', JO_ACCOUNT, plan);
    expect(code).toBe(201);
    expect(body).toMatchObject({
      owedPence: before.owedPence,
      months: 6,
      monthlyPence: Math.ceil(before.owedPence / 6),
      phone: '07700900789',
      status: 'Requested',
    });
    expect((await status('jo@example.com', JO_ACCOUNT)).request).toEqual(body);
  });

  it('refuses a second request while one is open, saying when the first was made', async () => {
    await send('jo@example.com', JO_ACCOUNT, plan);
    const { status: code, body } = await send('jo@example.com', JO_ACCOUNT, plan);
    expect(code).toBe(409);
    expect(body.message).toContain('15 March 2026');
  });

  it('records one request when the same one is sent twice with one Idempotency-Key', async () => {
    const first = await send('jo@example.com', JO_ACCOUNT, plan, 'plan-key-1');
    const again = await send('jo@example.com', JO_ACCOUNT, plan, 'plan-key-1');
    expect(again).toEqual(first);
    expect(
      await queryValue(
        gateway.database,
        z.number(),
        gateway.database
          .selectFrom('payment_plan_requests')
          .select((eb) => eb.fn.countAll().as('count')),
      ),
    ).toBe(1);
  });

  it('refuses an account in credit with 409: there is nothing to spread', async () => {
    const { status: code, body } = await send('alex@example.com', 1, plan);
    expect(code).toBe(409);
    expect(body.message).toMatch(/not in debit/);
    expect((await status('alex@example.com', 1)).owedPence).toBe(0);
  });

  it.each([
    ['a length other than 3, 6, 9 or 12 months', { ...plan, months: 5 }, 'body.months'],
    ['a phone number that is not a UK one', { ...plan, phone: '12345' }, 'body.phone'],
    [
      'circumstances over 1,000 characters',
      { ...plan, circumstances: 'x'.repeat(1001) },
      'body.circumstances',
    ],
  ])('refuses %s with 400 naming the field', async (_case, body, path) => {
    const response = await send('jo@example.com', JO_ACCOUNT, body);
    expect(response.status).toBe(400);
    expect(response.body.fields[0].path).toBe(path);
  });

  it("answers another customer's account exactly as an unknown one (404)", async () => {
    const theirs = await send('alex@example.com', JO_ACCOUNT, plan);
    expect(theirs).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await send('alex@example.com', 999, plan)).toEqual(theirs);
  });
});
