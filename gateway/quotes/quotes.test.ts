// @vitest-environment node
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { makeQuoteRequest } from '@/tests/utils/make-quote-request';
import { createTestGateway, type TestGateway } from '../testing/test-gateway';
import { storedQuote } from './quote-store';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

/** A quote request with some fields changed, to valid or invalid values. */
async function quote(overrides: Record<string, unknown> = {}) {
  const response = await gateway.request('/api/v1/quotes', {
    method: 'POST',
    json: { ...makeQuoteRequest(), ...overrides },
  });
  return { status: response.status, body: await response.json() };
}

async function homesAt(postcode: string): Promise<SupplyAddress[]> {
  const response = await gateway.request(`/api/v1/addresses/${encodeURIComponent(postcode)}`);
  return (await response.json()).addresses;
}

const exact = (electricity: string, gas: string) =>
  ({
    estimatedUsageType: 'EXACT_AMOUNT',
    electricityUsagePerYearInKwh: electricity,
    gasUsagePerYearInKwh: gas,
  }) as const;

describe('POST /api/v1/quotes', () => {
  it('prices every tariff for the home, cheapest first, each with an id that sign-up can use', async () => {
    const { status, body } = await quote();
    expect(status).toBe(200);
    expect(body.map((q: { tariffName: string }) => q.tariffName).sort()).toEqual([
      'So Fixed 12M',
      'So Fixed 24M',
      'So Flex',
      'So Green Fixed 12M',
      'So Tracker',
    ]);
    const costs = body.map((q: { costPerYearInPounds: number }) => q.costPerYearInPounds);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const tracker = body.find((q: { tariffName: string }) => q.tariffName === 'So Tracker');
    expect(tracker).toMatchObject({
      rate: 'Variable',
      tariffLengthInMonths: null,
      elecProductCode: 'SO-TRACKER-E',
      gasProductCode: 'SO-TRACKER-G',
      earlyExitFeePerFuelInPounds: 0,
    });
    for (const q of body) expect(q.payment).toBe('Monthly Direct Debit');

    // One row holds the request and every quote; each quote's id names that row.
    const stored = gateway.db
      .prepare('SELECT id, quotes, expires_at AS expiresAt FROM quote_requests')
      .all() as { id: string; quotes: string; expiresAt: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]?.expiresAt).toBe('2026-04-14T10:00:00.000Z');
    expect(JSON.parse(stored[0]?.quotes ?? '[]')).toEqual(body);
    const ids = body.map((q: { quoteId: string }) => q.quoteId);
    expect(new Set(ids).size).toBe(body.length);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(id.slice(0, -2)).toBe(stored[0]?.id.slice(0, -2));
    }
    expect(gateway.db.prepare('SELECT count(*) FROM quotes').pluck().get()).toBe(0);
  });

  it('prices from the catalogue in memory, read again once any instance changes a price', async () => {
    const flexStandingCharge = async () =>
      (await quote()).body.find((q: { tariffName: string }) => q.tariffName === 'So Flex')
        .elecStandingChargeInPence as number;
    const before = await flexStandingCharge();
    expect(await flexStandingCharge()).toBe(before);
    // Written straight to the database, as another instance of the gateway would.
    gateway.db
      .prepare(
        `UPDATE tariff_region_prices
            SET standing_charge_inc_vat_pence_x100 = standing_charge_inc_vat_pence_x100 + 1000`,
      )
      .run();
    expect(await flexStandingCharge()).toBeCloseTo(before + 10, 5);
  });

  it('still finds, for sign-up, a quote kept in a row of its own before quotes were one row', async () => {
    const { body } = await quote();
    const [first] = body as { quoteId: string }[];
    const requestId = gateway.db.prepare('SELECT id FROM quote_requests').pluck().get() as string;
    const legacyId = '0f8e2a4c-1b3d-4e5f-8a9b-7c6d5e4f3a2b';
    gateway.db
      .prepare(
        `INSERT INTO quotes (id, account_id, created_at, body, request_id)
         VALUES (?, NULL, '2026-03-15T10:00:00.000Z', ?, ?)`,
      )
      .run(legacyId, JSON.stringify({ ...first, quoteId: legacyId }), requestId);
    gateway.db.prepare('UPDATE quote_requests SET quotes = NULL').run();
    expect(storedQuote(gateway.db, legacyId)?.quote.quoteId).toBe(legacyId);
    expect(storedQuote(gateway.db, first!.quoteId)).toBeUndefined();
  });

  it('starts the supply 21 days ahead on a working day, with the first Direct Debit 14 days in', async () => {
    // 15 March 2026 + 21 days is Easter Sunday; Easter Monday is a bank holiday.
    const { body } = await quote();
    expect(body[0]).toMatchObject({ supplyStartDate: '2026-04-07', firstDdDate: '2026-04-21' });
  });

  it('offers EV tariffs only when asked to', async () => {
    const types = async (ev: boolean) =>
      (await quote({ generateQuotesForEvTariffs: ev })).body.map(
        (q: { tariffType: string }) => q.tariffType,
      );
    expect(await types(false)).not.toContain('EV');
    expect(await types(true)).toContain('EV');
    const gasOnly = await quote({ fuelType: 'GAS_ONLY', generateQuotesForEvTariffs: true });
    expect(gasOnly.body.map((q: { tariffType: string }) => q.tariffType)).not.toContain('EV');
  });

  it('offers no EV tariff for a home whose MPAN the register knows to have no smart meter', async () => {
    const homes = await homesAt('BS7 9JN');
    const standard = homes.find((home) => home.meterType === 'standard' && home.mprn);
    const smart = homes.find((home) => home.meterType === 'smart' && home.mprn);
    if (!standard || !smart) throw new Error('BS7 9JN has a standard and a smart home');
    const evTypes = async (home: SupplyAddress) =>
      (
        await quote({ generateQuotesForEvTariffs: true, mpan: home.mpan, mprn: home.mprn ?? '' })
      ).body.map((q: { tariffType: string }) => q.tariffType);
    expect(await evTypes(standard)).not.toContain('EV');
    expect(await evTypes(smart)).toContain('EV');
  });

  it.each([
    ['an MPAN from another postcode', { mpan: '1212345678902' }, 'body.mpan'],
    ['an MPRN from another postcode', { mprn: '1234567890' }, 'body.mprn'],
  ])('refuses %s with 422', async (_case, meters, field) => {
    const { status, body } = await quote(meters);
    expect(status).toBe(422);
    expect(body.fields).toEqual([expect.objectContaining({ path: field })]);
  });

  it.each([
    ['BT1 5GS', "We don't supply Northern Ireland yet."],
    ['JE2 3AB', "We don't supply the Channel Islands."],
    ['BX1 1LT', 'We supply homes only. Please enter the postcode of a home.'],
  ])('refuses %s with 422 and says why', async (postcode, message) => {
    const { status, body } = await quote({ postcode });
    expect(status).toBe(422);
    expect(body.message).toBe(message);
  });

  describe('SPEC §5 payload rules (400 naming the field)', () => {
    it.each([
      ['an unknown fuel type', { fuelType: 'OIL' }, 'body.fuelType'],
      ['an invalid postcode', { postcode: 'NOT A POSTCODE' }, 'body.postcode'],
      [
        'usage with a typical profile',
        { electricityUsagePerYearInKwh: '2700' },
        'body.electricityUsagePerYearInKwh',
      ],
      [
        'gas usage for electricity only',
        { fuelType: 'ELECTRICITY_ONLY', ...exact('3000', '12000') },
        'body.gasUsagePerYearInKwh',
      ],
      [
        'electricity usage for gas only',
        { fuelType: 'GAS_ONLY', ...exact('3000', '12000') },
        'body.electricityUsagePerYearInKwh',
      ],
      ['an exact amount left blank', exact('', '12000'), 'body.electricityUsagePerYearInKwh'],
      [
        'a usage that is not whole kWh',
        exact('3000.5', '12000'),
        'body.electricityUsagePerYearInKwh',
      ],
      [
        'an MPRN for electricity only',
        { fuelType: 'ELECTRICITY_ONLY', mprn: '1234567890' },
        'body.mprn',
      ],
      ['an MPAN with a wrong check digit', { mpan: '1200000000018' }, 'body.mpan'],
    ] as const)('refuses %s', async (_case, overrides, field) => {
      const { status, body } = await quote(overrides);
      expect(status).toBe(400);
      expect(body.fields.map((f: { path: string }) => f.path)).toEqual([field]);
    });

    // What a monthly or a yearly entry can produce: gas 80 × 12 = 960 to 70,000 (6,000 × 12 =
    // 72,000), electricity 16 × 12 = 192 to 30,000 (2,500 × 12 = 30,000).
    it.each([
      ['gas', '12000', '959', 400],
      ['gas', '12000', '960', 200],
      ['gas', '12000', '72000', 200],
      ['gas', '12000', '72001', 400],
      ['electricity', '191', '12000', 400],
      ['electricity', '192', '12000', 200],
      ['electricity', '30000', '12000', 200],
      ['electricity', '30001', '12000', 400],
    ] as const)(
      '%s use at its bound: %s kWh electricity, %s kWh gas → %i',
      async (_fuel, elec, gas, status) => {
        expect((await quote(exact(elec, gas))).status).toBe(status);
      },
    );
  });
});
