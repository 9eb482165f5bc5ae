import { z } from 'zod';
import { tariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { queryAll } from '../db/sql';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

async function quotesFor(email: string, accountId: number, json: unknown = {}) {
  const session = await gateway.login(email);
  const response = await gateway.as(session, `/api/v1/accounts/${accountId}/quotes`, {
    method: 'POST',
    json,
  });
  return { status: response.status, body: await response.json() };
}

describe('renewal quotes', () => {
  it("prices the fixed tariffs for Alex's dual-fuel supply at Bristol's prices, cheapest first, from the day after the fix ends", async () => {
    const { status, body } = await quotesFor('alex@example.com', 1);
    expect(status).toBe(200);
    expect(body.map((q: { tariffName: string }) => q.tariffName)).toEqual([
      'So Fixed 12M',
      'So Green Fixed 12M',
      'So Fixed 24M',
    ]);
    const costs = body.map((q: { costPerYearInPounds: number }) => q.costPerYearInPounds);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const [cheapest] = body;
    expect(tariffQuote.parse(cheapest)).toEqual(cheapest);
    expect(cheapest).toMatchObject({
      fuelType: 'ElecAndGas',
      rate: 'Fixed',
      tariffLengthInMonths: 12,
      supplyStartDate: '2026-04-25',
      firstDdDate: '2026-05-15',
      elecRates: [
        { name: 'standard', costPerKwhInPence: 26.47, eco7ElecConsumptionPerYearInKwh: null },
      ],
      elecStandingChargeInPence: 55.2,
      gasCostPerKwhInPence: 5.78,
      gasStandingChargeInPence: 35.1,
      elecConsumptionPerYearInKwh: 2_900,
      gasConsumptionPerYearInKwh: 11_800,
      earlyExitFeePerFuelInPounds: 50,
      elecProductCode: 'SO-FIX-12M-E',
      gasProductCode: 'SO-FIX-12M-G',
    });
    // South Western prices, VAT included: 2,900 kWh × 26.47p + 11,800 kWh × 5.78p
    // + 365 × (55.20p + 35.10p) = 76,763 + 68,204 + 32,959.5 = 177,926.5p.
    expect(cheapest.costPerYearInPounds).toBe(1779.27);
    // 177,926.5p ÷ 12 = 14,827.2p.
    expect(cheapest.costPerMonthInPounds).toBe(148.27);
    // Measured against So Flex, the variable tariff his fix rolls onto: £1,896.71 a year.
    expect(cheapest.savingPerYearInPounds).toBe(117.44);
  });

  it('offers fixed tariffs only, each saving against staying on the variable tariff', async () => {
    const session = await gateway.login('alex@example.com');
    const overview = await (await gateway.as(session, '/api/v1/accounts/1/renewal')).json();
    const { body } = await quotesFor('alex@example.com', 1);
    for (const quote of body) {
      expect(quote.rate).toBe('Fixed');
      expect(quote.savingPerYearInPounds).toBeCloseTo(
        Math.max(0, overview.variableTariff.costPerYearInPounds - quote.costPerYearInPounds),
        2,
      );
    }
  });

  it('adds EV tariffs only when asked for, and only for smart meters', async () => {
    const withEv = (await quotesFor('alex@example.com', 1, { generateQuotesForEvTariffs: true }))
      .body;
    expect(withEv.map((q: { tariffType: string }) => q.tariffType)).toContain('EV');
    const ev = withEv.find((q: { tariffType: string }) => q.tariffType === 'EV');
    expect(ev.elecProductType).toBe('time-of-use');
    expect(ev.elecRates.map((r: { name: string }) => r.name).sort()).toEqual([
      'SO EV Off-Peak',
      'SO EV Peak',
    ]);
  });

  it('quotes Economy 7 products for a variable Economy 7 account, with the saving', async () => {
    const { status, body } = await quotesFor('sam@example.com', 3, {
      generateQuotesForEvTariffs: true,
    });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    for (const quote of body) {
      expect(quote).toMatchObject({
        fuelType: 'Electricity',
        elecProductType: 'Eco7',
        gasProductCode: null,
      });
      expect(quote.elecRates.map((r: { name: string }) => r.name)).toEqual(['day', 'night']);
    }
    expect(body[0].savingPerYearInPounds).toBeGreaterThan(0);
    expect(body[0].supplyStartDate).toBe('2026-03-16');
  });

  it('keeps every quote so that a later step can refer to it by id', async () => {
    const { body } = await quotesFor('alex@example.com', 1);
    const rows = await queryAll(
      gateway.database,
      z.object({ id: z.string() }),
      gateway.database.selectFrom('quotes').select('id').where('account_id', '=', 1),
    );
    const stored = rows.map(({ id }) => id);
    expect(stored.sort()).toEqual(body.map((q: { quoteId: string }) => q.quoteId).sort());
  });

  // The Renew screen's words (lib/gateway/contract/account-sections.ts), before the body is read.
  it.each([
    ['a fixed tariff with more than 49 days left', 'sam@example.com', 2],
    ['a restricted account', 'jo@example.com', 4],
    ['a locked account', 'lee@example.com', 5],
  ])('refuses %s with 403', async (_case, email, accountId) => {
    const { status, body } = await quotesFor(email, accountId);
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Your tariff is not ready to renew yet.', statusCode: 403 });
  });
});
