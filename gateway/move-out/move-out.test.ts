import { z } from 'zod';
import { moveOutStatus } from '@/lib/gateway/contract/move-out';
import type { Row } from '../db/schema';
import { execute, insertId, queryAll, queryValue } from '../db/sql';
import { answerOf, UNKNOWN_ACCOUNT_ANSWER } from '@/tests/gateway/answers';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
let alex: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  alex = await gateway.login('alex@example.com');
});

const MOVING_DAY = '2026-04-30';
const move = {
  moveOutDate: MOVING_DAY,
  forwardingAddress: { line1: '3 Pulteney Bridge', town: 'Bath', postcode: 'BA2 4AT' },
};

async function tellUsAboutTheMove(key?: string) {
  const response = await gateway.as(alex, '/api/v1/accounts/1/move-out', {
    method: 'POST',
    json: move,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
  return { status: response.status, body: await response.json() };
}

const progress = async () =>
  (await (await gateway.as(alex, '/api/v1/accounts/1/move-out')).json()).moveOut.progress;

const alexsRegisters = async () =>
  (
    await queryAll(
      gateway.database,
      z.object({ id: z.number() }),
      gateway.database
        .selectFrom('registers as g')
        .innerJoin('meter_points as m', 'm.id', 'g.meter_point_id')
        .select('g.id')
        .where('m.account_id', '=', 1)
        .orderBy('g.id'),
    )
  ).map((register) => register.id);

async function readMeter(
  registerId: number,
  readOn: string,
  source: Row<'readings'>['source'] = 'customer',
) {
  await execute(
    gateway.database,
    gateway.database.insertInto('readings').values({
      register_id: registerId,
      read_on: readOn,
      value: 99999,
      source,
      submitted_at: `${readOn}T09:00:00.000Z`,
    }),
  );
}

async function issueFinalBill(issuedOn: string, totalPence: number) {
  const billId = await insertId(
    gateway.database,
    gateway.database
      .insertInto('bills')
      .values({
        account_id: 1,
        issued_on: issuedOn,
        period_start: '2026-04-01',
        period_end: MOVING_DAY,
        subtotal_pence: totalPence,
        vat_pence: 0,
        credits_pence: 0,
        total_pence: totalPence,
      })
      .returning('id'),
  );
  await execute(
    gateway.database,
    gateway.database.insertInto('transactions').values({
      account_id: 1,
      posted_on: issuedOn,
      kind: 'bill',
      description: 'Final bill',
      amount_pence: -totalPence,
      bill_id: billId,
    }),
  );
}

const balance = async () =>
  (await queryValue(
    gateway.database,
    z.number(),
    gateway.database
      .selectFrom('transactions')
      .select((eb) => eb.fn.coalesce(eb.fn.sum('amount_pence'), eb.lit(0)).as('balance'))
      .where('account_id', '=', 1),
  )) ?? 0;

const movesOfAlex = () =>
  queryValue(
    gateway.database,
    z.number(),
    gateway.database
      .selectFrom('move_outs')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('account_id', '=', 1),
  );

describe('a move out and its steps', () => {
  it('starts with the final reading due on the moving day and the final bill two weeks after', async () => {
    const { status, body } = await tellUsAboutTheMove();
    expect(status).toBe(201);
    expect(moveOutStatus.parse(body)).toEqual(body);
    expect(body.moveOut.progress).toEqual({
      finalReading: { dueOn: MOVING_DAY, receivedOn: null },
      finalBill: { expectedBy: '2026-05-14', issuedOn: null },
      refund: { status: 'after-final-bill' },
    });
  });

  it('counts the final reading received once every meter has an actual one from the moving day', async () => {
    await tellUsAboutTheMove();
    const [electricity, gas] = await alexsRegisters();
    await readMeter(electricity!, '2026-04-29');
    await readMeter(electricity!, '2026-05-01', 'estimated');
    await readMeter(electricity!, MOVING_DAY);
    expect((await progress()).finalReading.receivedOn).toBeNull();

    await readMeter(gas!, '2026-05-02', 'smart');
    const after = await progress();
    expect(after.finalReading).toEqual({ dueOn: MOVING_DAY, receivedOn: '2026-05-02' });
    expect(after.finalBill.expectedBy).toBe('2026-05-16');
  });

  it('says what credit the final bill leaves to refund, and when it is refunded', async () => {
    await tellUsAboutTheMove();
    await issueFinalBill('2026-05-05', 1_000);
    const credit = await balance();
    expect(credit).toBeGreaterThan(0);
    expect((await progress()).refund).toEqual({
      status: 'due',
      amountPence: credit,
      expectedBy: '2026-05-15',
    });

    await execute(
      gateway.database,
      gateway.database.insertInto('transactions').values({
        account_id: 1,
        posted_on: '2026-05-12',
        kind: 'refund',
        description: 'Refund of credit',
        amount_pence: -credit,
      }),
    );
    expect((await progress()).refund).toEqual({
      status: 'refunded',
      amountPence: credit,
      refundedOn: '2026-05-12',
    });
  });

  it('says what is still owed when the final bill leaves no credit', async () => {
    await tellUsAboutTheMove();
    await issueFinalBill('2026-05-05', (await balance()) + 2_500);
    expect((await progress()).refund).toEqual({ status: 'none-due', owedPence: 2_500 });
  });

  it('records the move once when the same request is sent twice with one Idempotency-Key', async () => {
    const first = await tellUsAboutTheMove('move-key-1');
    expect(await tellUsAboutTheMove('move-key-1')).toEqual(first);
    expect(await movesOfAlex()).toBe(1);
    expect((await tellUsAboutTheMove('move-key-2')).status).toBe(403);
  });

  it("reports jo's move with its steps", async () => {
    const jo = await gateway.login('jo@example.com');
    const { moveOut } = await (await gateway.as(jo, '/api/v1/accounts/4/move-out')).json();
    expect(moveOut.progress.finalReading.dueOn).toBe(moveOut.moveOutDate);
    expect(moveOut.progress.refund).toEqual({ status: 'after-final-bill' });
  });

  it("answers another customer's move-out exactly as an unknown account's (404)", async () => {
    const theirs = await answerOf(await gateway.as(alex, '/api/v1/accounts/4/move-out'));
    expect(theirs).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    expect(await answerOf(await gateway.as(alex, '/api/v1/accounts/999/move-out'))).toEqual(theirs);
  });
});
