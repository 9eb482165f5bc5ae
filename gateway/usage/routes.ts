import type { Agreement } from '@/lib/gateway/contract/account';
import {
  getUsage,
  MAX_USAGE_SPAN_DAYS,
  type FuelUsage,
  type UsageGranularity,
} from '@/lib/gateway/contract/usage';
import { agreementsOf } from '../accounts/agreements';
import { registersOf, type RegisterRow } from '../accounts/meter-points';
import { ownedAccount } from '../accounts/owned-account';
import {
  addDays,
  addMonths,
  daysBetween,
  londonToday,
  startOfMonth,
  startOfWeek,
} from '@/lib/iso-date';
import type { Executor } from '../db/sql';
import type { GatewayRouter } from '../http/router';
import { invalidRequest } from '../http/validation';
import {
  actualReadingsOf,
  dailyUseFromReadings,
  lastSmartDay,
  smartDailyUse,
  type DailyUse,
} from './daily-use';
import { fuelPeriods } from './usage-periods';

/** Without dates: the last 30 days, 13 weeks, 13 months or 5 years up to yesterday. */
function defaultFrom(granularity: UsageGranularity, to: string): string {
  if (granularity === 'day') return addDays(to, -29);
  if (granularity === 'week') return startOfWeek(addDays(to, -7 * 12));
  if (granularity === 'month') return startOfMonth(addMonths(to, -12));
  return `${Number(to.slice(0, 4)) - 4}-01-01`;
}

interface MeterUse {
  source: FuelUsage['source'];
  daily: Map<number, DailyUse>;
  dataUntil: string | null;
}

/** A smart meter's own figures, or for any other meter the use its readings imply. */
async function meterUse(
  db: Executor,
  registers: readonly RegisterRow[],
  from: string,
  to: string,
): Promise<MeterUse> {
  if (registers.every((register) => register.meterType === 'smart')) {
    return {
      source: 'smart',
      daily: await smartDailyUse(db, registers, from, to),
      dataUntil: await lastSmartDay(db, registers, to),
    };
  }
  const readings = new Map(
    await Promise.all(
      registers.map(
        async (register) => [register.id, await actualReadingsOf(db, register.id)] as const,
      ),
    ),
  );
  const lastRead = [...readings.values()].map((list) => list.at(-1)?.readOn ?? '').sort()[0];
  return {
    source: 'readings',
    daily: new Map(
      registers.map((register) => [
        register.id,
        dailyUseFromReadings(readings.get(register.id) ?? [], register.unit),
      ]),
    ),
    // A reading is the dial at the start of its day: figures run to the day before.
    dataUntil: lastRead ? addDays(lastRead, -1) : null,
  };
}

async function fuelUsage(
  db: Executor,
  registers: readonly RegisterRow[],
  agreements: readonly Agreement[],
  { granularity, from, to }: { granularity: UsageGranularity; from: string; to: string },
): Promise<FuelUsage> {
  const meter = await meterUse(db, registers, from, to);
  const { priced, periods, gaps } = fuelPeriods({
    registers: registers.map((register) => ({
      register: register.name,
      daily: meter.daily.get(register.id) ?? new Map(),
    })),
    agreements,
    granularity,
    from,
    to,
  });
  return {
    fuel: registers[0]!.fuel,
    source: meter.source,
    registers: registers.map((register) => register.name),
    priced,
    periods,
    // Between readings every day has a share; after the last one, dataUntil says why none.
    gaps: meter.source === 'smart' ? gaps : [],
    dataUntil: meter.dataUntil,
  };
}

export function usageRoutes(router: GatewayRouter): void {
  router.add(getUsage, async ({ params, query, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const today = londonToday(deps.now());
    const { granularity } = query;
    const yesterday = addDays(today, -1);
    // Days still to come have no figures yet: they are not gaps.
    const to = query.to !== undefined && query.to < yesterday ? query.to : yesterday;
    const from = query.from ?? defaultFrom(granularity, to);
    if (from > to) {
      throw invalidRequest([{ path: 'query.from', message: 'must be on or before the end date' }]);
    }
    if (daysBetween(from, to) >= MAX_USAGE_SPAN_DAYS[granularity]) {
      throw invalidRequest([
        {
          path: 'query.from',
          message: `must be within ${MAX_USAGE_SPAN_DAYS[granularity]} days of the end date by ${granularity}`,
        },
      ]);
    }

    const registers = await registersOf(deps.database, account.id);
    const agreements = await agreementsOf(deps.database, account.id, today);
    const meterPointIds = [...new Set(registers.map((register) => register.meterPointId))];
    const fuels = await Promise.all(
      meterPointIds.map((meterPointId) =>
        fuelUsage(
          deps.database,
          registers.filter((register) => register.meterPointId === meterPointId),
          agreements.filter((agreement) => agreement.meterPointId === meterPointId),
          { granularity, from, to },
        ),
      ),
    );
    return { from, to, granularity, fuels };
  });
}
