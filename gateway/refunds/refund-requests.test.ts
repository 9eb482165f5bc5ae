import { z } from 'zod';
import { ACCOUNT_ACTIONS } from '@/lib/gateway/contract/account-sections';
import { execute, queryValue } from '../db/sql';
import { answerOf } from '@/tests/gateway/answers';
import { holdDatabase } from '@/tests/gateway/hold-database';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';
import { NOT_IN_CREDIT, REFUND_PENDING } from './refundable';
import { recordRefundRequest } from './requests';

let gateway: TestGateway;
let alex: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  alex = await gateway.login('alex@example.com');
});

const ask = async (amountPence: number, key?: string, accountId = 1, session = alex) =>
  answerOf(
    await gateway.as(session, `/api/v1/accounts/${accountId}/refund`, {
      method: 'POST',
      json: { amountPence },
      headers: key ? { 'Idempotency-Key': key } : {},
    }),
  );

const requestCount = () =>
  queryValue(
    gateway.database,
    z.number(),
    gateway.database.selectFrom('refund_requests').select((eb) => eb.fn.countAll().as('n')),
  );

/** A refusal: its status and words, with no request recorded and no email sent. */
async function expectRefused(
  answer: { status: number; body: unknown },
  status: number,
  message: string,
) {
  expect(answer).toMatchObject({ status, body: { message } });
  expect(await requestCount()).toBe(0);
  expect(await gateway.outbox()).toEqual([]);
}

describe('POST /api/v1/accounts/{id}/refund', () => {
  it('records £20 of Alex’s credit as a pending refund, emails him, and then refuses another', async () => {
    const { status, body } = await ask(2000);
    expect(status).toBe(201);
    expect(body).toMatchObject({ amountPence: 2000, accountNumberMasked: '******21' });
    const [email] = await gateway.outbox();
    expect(email).toMatchObject({
      recipient: 'alex@example.com',
      subject: 'We are refunding your credit',
    });
    expect(email!.body).toContain('refund £20.00 of the credit');
    expect(email!.body).toContain('bank account ending 21');

    const refund = await answerOf(await gateway.as(alex, '/api/v1/accounts/1/refund'));
    expect(refund.body).toMatchObject({ refundablePence: 0, refusal: REFUND_PENDING });
    expect(await ask(1000)).toMatchObject({ status: 422, body: { message: REFUND_PENDING } });
    expect(await requestCount()).toBe(1);
  });

  it("shows the refund as pending in the account's transactions, not in its payments", async () => {
    const transactions = (kind = '') =>
      gateway.as(alex, `/api/v1/accounts/1/transactions${kind}`).then((r) => r.json());
    expect((await transactions()).pendingRefunds).toEqual([]);
    const { body } = await ask(2000);
    expect((await transactions()).pendingRefunds).toEqual([
      {
        requestedAt: (body as { requestedAt: string }).requestedAt,
        description: 'Refund of £20.00 to your bank (pending)',
        amountPence: -2000,
      },
    ]);
    expect((await transactions('?kind=payment')).pendingRefunds).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key as the first time, asking once', async () => {
    const first = await ask(2000, 'refund-1');
    expect(await ask(2000, 'refund-1')).toEqual(first);
    expect(await requestCount()).toBe(1);
    expect(await gateway.outbox()).toHaveLength(1);
  });

  it.each([
    ['different Idempotency-Keys', 'refund-a', 'refund-b'],
    ['no Idempotency-Key', undefined, undefined],
  ])(
    'records one refund when two requests with %s wait for the database together, refusing the other in words',
    async (_, firstKey, secondKey) => {
      const release = holdDatabase(gateway.database);
      const answers = Promise.all([ask(2000, firstKey), ask(3000, secondKey)]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await release();
      const [refunded, refused] = (await answers).toSorted((a, b) => a.status - b.status);
      expect(refunded?.status).toBe(201);
      expect(refused).toMatchObject({ status: 422, body: { message: REFUND_PENDING } });
      expect(await requestCount()).toBe(1);
      expect(await gateway.outbox()).toHaveLength(1);
    },
  );

  it('refuses more than the refundable figure, saying how much may be asked for', async () => {
    await expectRefused(await ask(7910), 422, 'You can ask for up to £79.09 now.');
  });

  it('refuses an account that is not in credit', async () => {
    await execute(
      gateway.database,
      gateway.database.insertInto('transactions').values({
        account_id: 1,
        posted_on: '2026-03-14',
        kind: 'bill',
        description: 'Bill',
        amount_pence: -10_000,
        bill_id: null,
      }),
    );
    await expectRefused(await ask(100), 422, NOT_IN_CREDIT);
  });

  it("refuses Jo's restricted account with 403 in the section table's words", async () => {
    const jo = await gateway.login('jo@example.com');
    const restricted = ACCOUNT_ACTIONS.refund.customer[1].reason;
    await expectRefused(await ask(100, undefined, 4, jo), 403, restricted);
  });

  it("refuses Lee's locked account with 403 in the section table's words", async () => {
    const lee = await gateway.login('lee@example.com');
    await expectRefused(
      await ask(100, undefined, 5, lee),
      403,
      ACCOUNT_ACTIONS.refund.customer[0].reason,
    );
  });

  it('refuses an amount that is not whole pence', async () => {
    expect((await ask(12.5)).status).toBe(400);
    expect(await requestCount()).toBe(0);
  });
});

describe('recordRefundRequest', () => {
  it('records nothing, and says so, for an account that already has a refund pending', async () => {
    const request = { amountPence: 2000, requestedAt: '2026-03-15T10:00:00.000Z' };
    expect(await recordRefundRequest(gateway.database, 1, request)).toBe(true);
    expect(await recordRefundRequest(gateway.database, 1, request)).toBe(false);
    expect(await requestCount()).toBe(1);
  });
});
