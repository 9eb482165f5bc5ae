import type { Agreement } from '@/lib/gateway/contract/account';
import type { FuelUsage, Usage, UsagePeriod } from '@/lib/gateway/contract/usage';
import { z } from 'zod';
import { addDays } from '@/lib/iso-date';
import { queryAll } from '../db/sql';
import {
  accountIdOf,
  createTestGateway,
  type LoggedIn,
  type TestGateway,
} from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
let alex: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  alex = await gateway.login('alex@example.com');
});

async function usage(path: string, session = alex): Promise<Usage> {
  const response = await gateway.as(session, path);
  expect(response.status).toBe(200);
  return response.json();
}

const fuelOf = (body: Usage, fuel: FuelUsage['fuel']) =>
  body.fuels.find((candidate) => candidate.fuel === fuel)!;

const totalKwh = (periods: readonly UsagePeriod[]) =>
  periods.reduce((sum, period) => sum + (period.kwh ?? 0), 0);

describe('usage', () => {
  it('adds up the same energy by day, week, month and year', async () => {
    const range = 'from=2026-01-05&to=2026-02-01';
    const total = async (granularity: string) =>
      totalKwh(
        fuelOf(await usage(`/api/v1/accounts/1/usage?${range}&granularity=${granularity}`), 'gas')
          .periods,
      );
    const byDay = await total('day');
    expect(byDay).toBeGreaterThan(100);
    for (const granularity of ['week', 'month', 'year']) {
      expect(await total(granularity)).toBeCloseTo(byDay, 2);
    }
    const weeks = fuelOf(await usage(`/api/v1/accounts/1/usage?${range}&granularity=week`), 'gas');
    expect(weeks.periods.map((p) => [p.start, p.end, p.days])).toEqual([
      ['2026-01-05', '2026-01-11', 7],
      ['2026-01-12', '2026-01-18', 7],
      ['2026-01-19', '2026-01-25', 7],
      ['2026-01-26', '2026-02-01', 7],
    ]);
    const years = fuelOf(
      await usage('/api/v1/accounts/1/usage?from=2025-06-01&to=2026-03-14&granularity=year'),
      'gas',
    );
    expect(years.periods.map((p) => [p.start, p.end])).toEqual([
      ['2025-06-01', '2025-12-31'],
      ['2026-01-01', '2026-03-14'],
    ]);
  });

  it('costs a day at the unit rate and standing charge in force that day, VAT included', async () => {
    const body = await usage('/api/v1/accounts/1/usage?from=2026-03-01&to=2026-03-01');
    const electricity = fuelOf(body, 'electricity');
    const [day] = electricity.periods;
    const agreements: Agreement[] = (
      await (await gateway.as(alex, '/api/v1/accounts/1/agreements')).json()
    ).agreements;
    const inForce = agreements.find(
      (a) =>
        a.fuel === 'electricity' &&
        a.startDate <= '2026-03-01' &&
        (a.endDate === null || a.endDate >= '2026-03-01'),
    )!;
    expect(electricity).toMatchObject({ source: 'smart', registers: ['standard'], priced: true });
    expect(day).toMatchObject({ start: '2026-03-01', end: '2026-03-01', days: 1, recordedDays: 1 });
    expect(day!.energyCostPence).toBe(
      Math.round(day!.kwh! * inForce.unitRates[0]!.unitRateIncVatPence),
    );
    expect(day!.standingChargePence).toBe(Math.round(inForce.standingChargeIncVatPence));
    expect(day!.costPence).toBe(day!.energyCostPence! + day!.standingChargePence!);
  });

  it('covers the last 30 days to yesterday by default, and the last five years by year', async () => {
    const byDay = await usage('/api/v1/accounts/1/usage');
    expect(byDay).toMatchObject({ from: '2026-02-13', to: '2026-03-14', granularity: 'day' });
    expect(byDay.fuels.map((fuel) => fuel.periods.length)).toEqual([30, 30]);
    const byYear = await usage('/api/v1/accounts/1/usage?granularity=year');
    expect(byYear).toMatchObject({ from: '2022-01-01', to: '2026-03-14' });
  });

  it('names the gaps in smart data and never counts them as zero', async () => {
    const riley = await gateway.login('riley@example.com');
    const id = await accountIdOf(gateway, '40865129');
    const body = await usage(`/api/v1/accounts/${id}/usage?from=2026-02-01&to=2026-03-14`, riley);
    for (const fuel of body.fuels) {
      expect(fuel.source).toBe('smart');
      expect(fuel.gaps).toEqual([
        { from: '2026-02-09', to: '2026-02-12', days: 4 },
        { from: '2026-03-10', to: '2026-03-14', days: 5 },
      ]);
      expect(fuel.dataUntil).toBe('2026-03-09');
      const gapDay = fuel.periods.find((period) => period.start === '2026-02-10')!;
      expect(gapDay).toMatchObject({ recordedDays: 0, kwh: null, costPence: null, registers: [] });
    }
    const weeks = await usage(
      `/api/v1/accounts/${id}/usage?from=2026-02-09&to=2026-02-15&granularity=week`,
      riley,
    );
    expect(weeks.fuels[0]!.periods[0]).toMatchObject({ days: 7, recordedDays: 3 });
  });

  it("derives an Economy 7 meter's day and night use from its readings when it has no smart data", async () => {
    const sam = await gateway.login('sam@example.com');
    const cardiff = await accountIdOf(gateway, '40598314');
    const body = await usage(
      `/api/v1/accounts/${cardiff}/usage?from=2025-06-01&to=2026-03-14&granularity=month`,
      sam,
    );
    const [electricity] = body.fuels;
    expect(body.fuels).toHaveLength(1);
    expect(electricity).toMatchObject({
      source: 'readings',
      registers: ['day', 'night'],
      gaps: [],
    });
    const readings = await queryAll(
      gateway.database,
      z.object({ name: z.string(), readOn: z.string(), value: z.number() }),
      gateway.database
        .selectFrom('readings as rd')
        .innerJoin('registers as r', 'r.id', 'rd.register_id')
        .innerJoin('meter_points as m', 'm.id', 'r.meter_point_id')
        .select(['r.name', 'rd.read_on as readOn', 'rd.value'])
        .where('m.account_id', '=', cardiff)
        .where('rd.source', '=', 'customer')
        .orderBy('rd.read_on'),
    );
    const night = readings.filter((reading) => reading.name === 'night');
    const movedAtNight = night.at(-1)!.value - night[0]!.value;
    const derivedNight = electricity!.periods
      .flatMap((period) => period.registers)
      .filter((use) => use.register === 'night')
      .reduce((sum, use) => sum + use.kwh, 0);
    expect(derivedNight).toBeCloseTo(movedAtNight, 1);
    expect(electricity!.dataUntil).toBe(addDays(night.at(-1)!.readOn, -1));
    // The supply began seven months ago: nothing is shown for the months before.
    expect(electricity!.periods[0]!.start).toBe(night[0]!.readOn);
  });

  it('ends at yesterday when asked for days still to come', async () => {
    const body = await usage('/api/v1/accounts/1/usage?from=2026-03-01&to=2026-03-31');
    expect(body.to).toBe('2026-03-14');
    expect(fuelOf(body, 'electricity').gaps).toEqual([]);
  });

  it.each([
    ['an end before the start', 'from=2026-03-10&to=2026-03-01'],
    ['too long a span for days', 'from=2025-01-01&to=2026-03-01&granularity=day'],
  ])('refuses %s with 400', async (_case, query) => {
    const response = await gateway.as(alex, `/api/v1/accounts/1/usage?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).fields[0].path).toBe('query.from');
  });
});
