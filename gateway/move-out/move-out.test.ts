// @vitest-environment node
import { moveOutStatus } from '@/lib/gateway/contract/move-out';
import { createTestGateway, type LoggedIn, type TestGateway } from '../testing/test-gateway';

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

const alexsRegisters = () =>
  gateway.db
    .prepare(
      `SELECT g.id FROM registers g JOIN meter_points m ON m.id = g.meter_point_id
        WHERE m.account_id = 1 ORDER BY g.id`,
    )
    .pluck()
    .all() as number[];

function readMeter(registerId: number, readOn: string, source = 'customer') {
  gateway.db
    .prepare(
      `INSERT INTO readings (register_id, read_on, value, source, submitted_at)
       VALUES (?, ?, 99999, ?, ?)`,
    )
    .run(registerId, readOn, source, `${readOn}T09:00:00.000Z`);
}

function issueFinalBill(issuedOn: string, totalPence: number) {
  const billId = gateway.db
    .prepare(
      `INSERT INTO bills (account_id, issued_on, period_start, period_end, subtotal_pence,
                          vat_pence, credits_pence, total_pence)
       VALUES (1, ?, '2026-04-01', ?, ?, 0, 0, ?)`,
    )
    .run(issuedOn, MOVING_DAY, totalPence, totalPence).lastInsertRowid;
  gateway.db
    .prepare(
      `INSERT INTO transactions (account_id, posted_on, kind, description, amount_pence, bill_id)
       VALUES (1, ?, 'bill', 'Final bill', ?, ?)`,
    )
    .run(issuedOn, -totalPence, billId);
}

const balance = () =>
  gateway.db
    .prepare('SELECT sum(amount_pence) FROM transactions WHERE account_id = 1')
    .pluck()
    .get() as number;

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
    const [electricity, gas] = alexsRegisters();
    readMeter(electricity!, '2026-04-29');
    readMeter(electricity!, '2026-05-01', 'estimated');
    readMeter(electricity!, MOVING_DAY);
    expect((await progress()).finalReading.receivedOn).toBeNull();

    readMeter(gas!, '2026-05-02', 'smart');
    const after = await progress();
    expect(after.finalReading).toEqual({ dueOn: MOVING_DAY, receivedOn: '2026-05-02' });
    expect(after.finalBill.expectedBy).toBe('2026-05-16');
  });

  it('says what credit the final bill leaves to refund, and when it is refunded', async () => {
    await tellUsAboutTheMove();
    issueFinalBill('2026-05-05', 1_000);
    const credit = balance();
    expect(credit).toBeGreaterThan(0);
    expect((await progress()).refund).toEqual({
      status: 'due',
      amountPence: credit,
      expectedBy: '2026-05-15',
    });

    gateway.db
      .prepare(
        `INSERT INTO transactions (account_id, posted_on, kind, description, amount_pence)
         VALUES (1, '2026-05-12', 'refund', 'Refund of credit', ?)`,
      )
      .run(-credit);
    expect((await progress()).refund).toEqual({
      status: 'refunded',
      amountPence: credit,
      refundedOn: '2026-05-12',
    });
  });

  it('says what is still owed when the final bill leaves no credit', async () => {
    await tellUsAboutTheMove();
    issueFinalBill('2026-05-05', balance() + 2_500);
    expect((await progress()).refund).toEqual({ status: 'none-due', owedPence: 2_500 });
  });

  it('records the move once when the same request is sent twice with one Idempotency-Key', async () => {
    const first = await tellUsAboutTheMove('move-key-1');
    expect(await tellUsAboutTheMove('move-key-1')).toEqual(first);
    expect(
      gateway.db.prepare('SELECT count(*) FROM move_outs WHERE account_id = 1').pluck().get(),
    ).toBe(1);
    expect((await tellUsAboutTheMove('move-key-2')).status).toBe(409);
  });

  it("reports jo's move with its steps", async () => {
    const jo = await gateway.login('jo@example.com');
    const { moveOut } = await (await gateway.as(jo, '/api/v1/accounts/4/move-out')).json();
    expect(moveOut.progress.finalReading.dueOn).toBe(moveOut.moveOutDate);
    expect(moveOut.progress.refund).toEqual({ status: 'after-final-bill' });
  });

  it("refuses another customer's move-out with 403", async () => {
    expect((await gateway.as(alex, '/api/v1/accounts/4/move-out')).status).toBe(403);
  });
});
