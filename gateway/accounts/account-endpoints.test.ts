import { z } from 'zod';
import type { Agreement } from '@/lib/gateway/contract/account';
import type { BillLine } from '@/lib/gateway/contract/bills';
import { addDays } from '@/lib/iso-date';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';
import { queryValue } from '../db/sql';

let gateway: TestGateway;
let alex: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  alex = await gateway.login('alex@example.com');
});

const get = async (path: string, session = alex) => {
  const response = await gateway.as(session, path);
  return { status: response.status, body: await response.json() };
};

describe('balance and transactions', () => {
  it('pages transactions newest first with a running balance that ends at the balance', async () => {
    const { body: balance } = await get('/api/v1/accounts/1/balance');
    const { body: first } = await get('/api/v1/accounts/1/transactions?perPage=10');
    expect(first).toMatchObject({ page: 1, perPage: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0].balancePence).toBe(balance.balancePence);
    expect(first.totalPages).toBe(Math.ceil(first.totalItems / 10));

    const { body: second } = await get('/api/v1/accounts/1/transactions?perPage=10&page=2');
    const [newer] = first.items.slice(-1);
    const [older] = second.items;
    expect(newer.balancePence - newer.amountPence).toBe(older.balancePence);
    expect(newer.postedOn >= older.postedOn).toBe(true);
  });

  it('shows the last payment and the next Direct Debit after today', async () => {
    const { body } = await get('/api/v1/accounts/1/balance');
    expect(body).toMatchObject({
      asOf: '2026-03-15',
      lastPayment: { postedOn: '2026-03-15' },
      nextDirectDebit: { date: '2026-04-15' },
    });
  });
});

describe('bills', () => {
  it('lists bills newest first, and one bill with lines that add up', async () => {
    const { body } = await get('/api/v1/accounts/1/bills');
    const issued = body.bills.map((bill: { issuedOn: string }) => bill.issuedOn);
    expect(issued).toEqual([...issued].sort().reverse());
    const { body: bill } = await get(`/api/v1/accounts/1/bills/${body.bills[0].id}`);
    const sum = bill.lines.reduce(
      (total: number, line: { amountPence: number }) => total + line.amountPence,
      0,
    );
    expect(sum).toBe(bill.totalPence);
    expect(bill.lines.map((line: { kind: string }) => line.kind)).toEqual(
      expect.arrayContaining(['energy', 'standing_charge', 'vat']),
    );
    const energy = bill.lines.find((line: { kind: string }) => line.kind === 'energy');
    expect(energy.amountPence).toBe(Math.round(energy.quantity * energy.ratePence));
  });

  it('explains each energy line from its opening and closing readings, VAT apart', async () => {
    const { body } = await get('/api/v1/accounts/1/bills');
    const { body: bill } = await get(`/api/v1/accounts/1/bills/${body.bills[1].id}`);
    const energy = bill.lines.filter((line: BillLine) => line.kind === 'energy');
    expect(energy.map((line: BillLine) => line.fuel).sort()).toEqual(['electricity', 'gas']);
    for (const line of energy as BillLine[]) {
      const { readings } = line;
      expect(readings?.opening.readOn).toBe(bill.periodStart);
      expect(readings?.closing.readOn).toBe(addDays(bill.periodEnd, 1));
      expect(readings?.opening.source).toBe('smart');
      const units = (readings?.closing.value ?? 0) - (readings?.opening.value ?? 0);
      if (line.fuel === 'gas') {
        expect(readings).toMatchObject({
          unit: 'm3',
          gasConversion: { cubicMetres: units, volumeCorrection: 1.02264, calorificValue: 39.5 },
        });
        expect(line.quantity).toBe(Math.round(((units * 1.02264 * 39.5) / 3.6) * 100) / 100);
      } else {
        expect(readings).toMatchObject({ unit: 'kWh', gasConversion: null });
        expect(line.quantity).toBe(units);
      }
    }
    // Rates without VAT, to four places: the region's VAT-inclusive price ÷ 1.05.
    const { body: list } = await get('/api/v1/accounts/1/agreements');
    const electricity = energy.find((line: BillLine) => line.fuel === 'electricity');
    const agreement = list.agreements.find(
      (a: Agreement) =>
        a.fuel === 'electricity' &&
        a.startDate <= bill.periodStart &&
        (a.endDate === null || a.endDate >= bill.periodEnd),
    );
    expect(electricity.ratePence).toBe(
      Math.round((agreement.unitRates[0].unitRateIncVatPence / 1.05) * 10_000) / 10_000,
    );
    const vat = bill.lines.find((line: BillLine) => line.kind === 'vat');
    expect(vat.amountPence).toBe(Math.round(bill.subtotalPence * 0.05));
  });

  it('reconciles the bill with the balance on the day it was posted', async () => {
    const { body } = await get('/api/v1/accounts/1/bills');
    const { body: bill } = await get(`/api/v1/accounts/1/bills/${body.bills[0].id}`);
    const { body: transactions } = await get('/api/v1/accounts/1/transactions?perPage=100');
    const posted = transactions.items.find((t: { billId: number }) => t.billId === bill.id);
    expect(bill.reconciliation).toEqual({
      postedOn: posted.postedOn,
      balanceBeforePence: posted.balancePence + bill.totalPence,
      balanceAfterPence: posted.balancePence,
    });
  });

  it("answers 404 for a bill of another account, even through one's own account", async () => {
    const samsBill = await queryValue(
      gateway.database,
      z.number(),
      gateway.database.selectFrom('bills').select('id').where('account_id', '=', 2).limit(1),
    );
    expect(samsBill).toBeDefined();
    expect((await get(`/api/v1/accounts/1/bills/${String(samsBill)}`)).status).toBe(404);
  });
});

describe('payments', () => {
  it('shows the Direct Debit with masked bank details and changes its amount and day', async () => {
    const { body } = await get('/api/v1/accounts/1/payments');
    expect(body.directDebit).toMatchObject({
      sortCodeMasked: '**-**-47',
      accountNumberMasked: '******21',
      dayOfMonth: 15,
    });
    expect(body.recommendedAmountPence).toBeGreaterThanOrEqual(500);

    const response = await gateway.as(alex, '/api/v1/accounts/1/payments', {
      method: 'PATCH',
      json: { amountPence: 12_500, dayOfMonth: 3 },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).directDebit).toMatchObject({
      amountPence: 12_500,
      dayOfMonth: 3,
      nextPaymentDate: '2026-04-03',
    });
  });

  it.each([
    [{ amountPence: 499 }, 'The monthly payment must be at least £5'],
    [{ dayOfMonth: 29 }, 'Choose a day from 1 to 28'],
    [{}, 'Change the amount or the payment day'],
  ])('refuses %o', async (body, message) => {
    const response = await gateway.as(alex, '/api/v1/accounts/1/payments', {
      method: 'PATCH',
      json: body,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fields[0].message).toBe(message);
  });
});

describe('referrals', () => {
  it('counts friends referred and the credit earned', async () => {
    const { body } = await get('/api/v1/accounts/1/referrals');
    expect(body).toMatchObject({
      code: 'ALEX-M7Q2',
      count: 3,
      creditEarnedPence: 10_000,
      rewardPence: 5_000,
    });
  });
});

describe('move-out', () => {
  const moveOut = (json: unknown) =>
    gateway.as(alex, '/api/v1/accounts/1/move-out', { method: 'POST', json });
  const valid = {
    moveOutDate: '2026-04-30',
    forwardingAddress: { line1: ' 3 Pulteney Bridge ', town: 'Bath', postcode: 'ba24at' },
  };

  it('records the move once and then reports it', async () => {
    expect((await get('/api/v1/accounts/1/move-out')).body).toEqual({ moveOut: null });
    const response = await moveOut(valid);
    expect(response.status).toBe(201);
    expect((await response.json()).moveOut).toMatchObject({
      moveOutDate: '2026-04-30',
      status: 'Received',
      forwardingAddress: {
        line1: '3 Pulteney Bridge',
        line2: null,
        town: 'Bath',
        postcode: 'BA2 4AT',
      },
    });
    expect((await get('/api/v1/accounts/1/state')).body.hasMoveOut).toBe(true);
    const again = await moveOut(valid);
    expect(again.status).toBe(403);
    expect((await again.json()).message).toBe(
      'You have told us you are moving: follow your move on Moving Home.',
    );
  });

  it.each([
    ['too far ahead', '2026-06-14'],
    ['too long ago', '2026-02-14'],
  ])('refuses a moving date %s', async (_case, moveOutDate) => {
    const response = await moveOut({ ...valid, moveOutDate });
    expect(response.status).toBe(422);
    expect((await response.json()).fields[0].path).toBe('body.moveOutDate');
  });

  it('refuses a postcode that is not a UK postcode', async () => {
    const response = await moveOut({
      ...valid,
      forwardingAddress: { ...valid.forwardingAddress, postcode: '12345' },
    });
    expect((await response.json()).fields).toEqual([
      { path: 'body.forwardingAddress.postcode', message: 'Enter a full UK postcode' },
    ]);
  });
});

describe('smart Pay As You Go eligibility', () => {
  it('is open to an all-smart account in credit', async () => {
    expect(
      (await get('/api/v1/accounts/1/smartPayAsYouGo/eligibility?billingAccountNumber=40318275'))
        .body,
    ).toEqual({
      eligible: true,
      reasons: [],
    });
  });

  it('explains why not to a restricted account in debt', async () => {
    const jo = await gateway.login('jo@example.com');
    const { body } = await get(
      '/api/v1/accounts/4/smartPayAsYouGo/eligibility?billingAccountNumber=40277403',
      jo,
    );
    expect(body.eligible).toBe(false);
    expect(body.reasons).toEqual([
      'Your account has restrictions, so please call us to talk about Pay As You Go.',
      'Your balance needs to be clear before you move to Pay As You Go.',
    ]);
  });

  it('answers 404 for a billing account number that is not this account', async () => {
    expect(
      (await get('/api/v1/accounts/1/smartPayAsYouGo/eligibility?billingAccountNumber=40277403'))
        .status,
    ).toBe(404);
  });
});
