import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { makeQuoteRequest } from '@/tests/utils/make-quote-request';
import { z } from 'zod';
import { createKeyedHash } from '../auth/keyed-hash';
import { execute, queryAll, queryValue } from '../db/sql';
import {
  createTestGateway,
  TEST_JWT_SECRET,
  TEST_NOW,
  type TestGateway,
} from '@/tests/gateway/test-gateway';
import { quoteDescribedBy, quoteIdsFor } from './quote-ids';
import { givenQuote, purgeForgottenRequests } from './quote-store';

const keyedHash = createKeyedHash(TEST_JWT_SECRET);

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

    // Nothing is stored until a tariff is chosen: each id describes its quote, under one request.
    const count = (table: 'quote_requests' | 'quotes') =>
      queryValue(
        gateway.database,
        z.number(),
        gateway.database.selectFrom(table).select((eb) => eb.fn.countAll().as('count')),
      );
    expect([await count('quote_requests'), await count('quotes')]).toEqual([0, 0]);
    const requestIds = new Set();
    for (const [index, quote] of (body as TariffQuote[]).entries()) {
      expect(quoteDescribedBy(keyedHash, quote.quoteId)).toMatchObject({
        index,
        yearlyPence: Math.round(quote.costPerYearInPounds * 100),
      });
      requestIds.add(quoteDescribedBy(keyedHash, quote.quoteId)?.requestId);
      expect(await givenQuote(gateway.database, keyedHash, quote.quoteId)).toMatchObject({
        quote,
        postcode: 'BS7 9JN',
        regionId: 22,
        quotedAt: '2026-03-15T10:00:00.000Z',
        expiresAt: '2026-04-14T10:00:00.000Z',
      });
    }
    expect(requestIds.size).toBe(1);
  });

  it('gives each request its own quote ids, which cannot be altered', async () => {
    const [first] = (await quote()).body as { quoteId: string }[];
    const [again] = (await quote()).body as { quoteId: string }[];
    if (!first || !again) throw new Error('BS7 9JN has quotes');
    expect(again.quoteId).not.toBe(first.quoteId);
    // £100 off the yearly cost, under the same MAC.
    const [request, index, pence, mac] = first.quoteId.split('.');
    const forged = [request, index, Number(pence) - 10_000, mac].join('.');
    expect(await givenQuote(gateway.database, keyedHash, forged)).toBeUndefined();
    expect(
      await givenQuote(
        gateway.database,
        createKeyedHash('another-secret-of-at-least-32-chars'),
        first.quoteId,
      ),
    ).toBeUndefined();
  });

  it('gives a quote at sign-up as it was given, whatever the prices have done since', async () => {
    const { body } = await quote();
    await execute(
      gateway.database,
      gateway.database.updateTable('tariff_region_rates').set((eb) => ({
        unit_rate_inc_vat_pence_x100: eb('unit_rate_inc_vat_pence_x100', '+', 500),
      })),
    );
    const [requoted] = (await quote()).body as { costPerYearInPounds: number }[];
    expect(requoted?.costPerYearInPounds).toBeGreaterThan(body[0].costPerYearInPounds);
    for (const given of body) {
      expect((await givenQuote(gateway.database, keyedHash, given.quoteId))?.quote).toEqual(given);
    }
  });

  it('gives no quote once pricing it again would make it cost something else', async () => {
    const [first] = (await quote()).body as { quoteId: string }[];
    const described = quoteDescribedBy(keyedHash, first!.quoteId);
    if (!described) throw new Error('The quote id describes the quote');
    // An id that the prices kept, priced the way quotes are priced now, no longer come to.
    const drifted = quoteIdsFor(keyedHash, described)(described.index, described.yearlyPence + 1);
    expect(await givenQuote(gateway.database, keyedHash, drifted)).toBeUndefined();
  });

  it('prices from the catalogue in memory, read again once any instance changes a price', async () => {
    const flexStandingCharge = async () =>
      (await quote()).body.find((q: { tariffName: string }) => q.tariffName === 'So Flex')
        .elecStandingChargeInPence as number;
    const before = await flexStandingCharge();
    expect(await flexStandingCharge()).toBe(before);
    // Written straight to the database, as another instance of the gateway would.
    await execute(
      gateway.database,
      gateway.database.updateTable('tariff_region_prices').set((eb) => ({
        standing_charge_inc_vat_pence_x100: eb('standing_charge_inc_vat_pence_x100', '+', 1000),
      })),
    );
    expect(await flexStandingCharge()).toBeCloseTo(before + 10, 5);
  });

  it('still finds, for sign-up, quotes stored when they were given, before quote ids described them', async () => {
    const [first] = (await quote()).body as { quoteId: string }[];
    const requestId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const request = JSON.stringify({
      fuelType: 'DUAL_FUEL',
      hasEconomySevenMeter: false,
      mpan: null,
      mprn: null,
    });
    await execute(
      gateway.database,
      gateway.database.insertInto('quote_requests').values({
        id: requestId,
        postcode: 'BS7 9JN',
        region_id: 22,
        body: request,
        created_at: '2026-03-15T10:00:00.000Z',
        expires_at: '2026-04-14T10:00:00.000Z',
      }),
    );
    const stored = { ...first, quoteId: '0f8e2a4c-1b3d-4e5f-8a9b-7c6d5e4f3a2b' };
    await execute(
      gateway.database,
      gateway.database.insertInto('quotes').values({
        id: stored.quoteId,
        account_id: null,
        created_at: '2026-03-15T10:00:00.000Z',
        body: JSON.stringify(stored),
        request_id: requestId,
      }),
    );

    expect(await givenQuote(gateway.database, keyedHash, stored.quoteId)).toMatchObject({
      quote: stored,
      requestId,
    });
    expect(
      await givenQuote(gateway.database, keyedHash, '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d'),
    ).toBeUndefined();
  });

  it('starts the supply 21 days ahead on a working day, with the first Direct Debit 14 days in', async () => {
    // 15 March 2026 + 21 days is Easter Sunday; Easter Monday is a bank holiday.
    const { body } = await quote();
    expect(body[0]).toMatchObject({ supplyStartDate: '2026-04-07', firstDdDate: '2026-04-21' });
  });

  it('starts the supply from the day in London, which begins at 23:00 UTC in summer', async () => {
    const supplyStart = async () => (await quote()).body[0].supplyStartDate as string;
    // 23:30 on Tuesday 30 June in London: 21 days on is Tuesday 21 July.
    gateway.clock.advance(Date.parse('2026-06-30T22:30:00Z') - TEST_NOW.getTime());
    expect(await supplyStart()).toBe('2026-07-21');
    // Half past midnight on 1 July in London, though still 30 June in UTC.
    gateway.clock.advance(60 * 60 * 1000);
    expect(await supplyStart()).toBe('2026-07-22');
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

describe('purgeForgottenRequests', () => {
  /** A request stored with one quote, as they were before quote ids described them. */
  async function storeRequest(id: string, expiresAt: string) {
    await execute(
      gateway.database,
      gateway.database.insertInto('quote_requests').values({
        id,
        postcode: 'BS7 9JN',
        region_id: 22,
        body: '{}',
        created_at: '2025-12-01T10:00:00.000Z',
        expires_at: expiresAt,
      }),
    );
    await execute(
      gateway.database,
      gateway.database.insertInto('quotes').values({
        id: `quote-of-${id}`,
        created_at: '2025-12-01T10:00:00.000Z',
        body: '{}',
        request_id: id,
      }),
    );
  }

  const kept = async () =>
    queryAll(
      gateway.database,
      z.object({ id: z.string(), quotes: z.number() }),
      gateway.database
        .selectFrom('quote_requests as r')
        .select((eb) => [
          'r.id',
          eb
            .selectFrom('quotes as q')
            .select(eb.fn.countAll().as('count'))
            .whereRef('q.request_id', '=', 'r.id')
            .as('quotes'),
        ])
        .orderBy('r.id'),
    );

  it('clears requests expired 30 days or more and never signed up to, with their quotes', async () => {
    await storeRequest('forgotten', '2026-02-13T09:59:59.999Z');
    await storeRequest('expired-lately', '2026-02-13T10:00:00.000Z');
    await storeRequest('signed-up', '2026-01-01T10:00:00.000Z');
    await execute(
      gateway.database,
      gateway.database.insertInto('signups').values({
        quote_request_id: 'signed-up',
        quote_id: 'quote-of-signed-up',
        account_id: 1,
        request_fingerprint: 'fingerprint',
        response_body: '{}',
        created_at: '2025-12-02T10:00:00.000Z',
      }),
    );

    await purgeForgottenRequests(gateway.database, TEST_NOW);
    expect(await kept()).toEqual([
      { id: 'expired-lately', quotes: 1 },
      { id: 'signed-up', quotes: 1 },
    ]);
  });

  it('clears them at most once an hour', async () => {
    await purgeForgottenRequests(gateway.database, TEST_NOW);
    await storeRequest('forgotten', '2026-01-01T10:00:00.000Z');
    await purgeForgottenRequests(gateway.database, new Date(TEST_NOW.getTime() + 3_599_999));
    expect(await kept()).toEqual([{ id: 'forgotten', quotes: 1 }]);
    await purgeForgottenRequests(gateway.database, new Date(TEST_NOW.getTime() + 3_600_000));
    expect(await kept()).toEqual([]);
  });
});
