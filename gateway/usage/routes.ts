import { z } from 'zod';
import type { Agreement } from '@/lib/gateway/contract/account';
import { getUsage, MAX_USAGE_SPAN_DAYS, type UsageGranularity } from '@/lib/gateway/contract/usage';
import { agreementsOf } from '../accounts/agreements';
import { registersOf, type RegisterRow } from '../accounts/meter-points';
import { ownedAccount } from '../accounts/owned-account';
import { addDays, addMonths, daysBetween, londonToday, startOfMonth, startOfWeek } from '../dates';
import { queryAll } from '../db/query';
import type { GatewayRouter } from '../http/router';
import { invalidRequest } from '../http/validation';
import { unitRateFor } from '../pricing/yearly-cost';

const BUCKET_START: Record<UsageGranularity, (day: string) => string> = {
  day: (day) => day,
  week: startOfWeek,
  month: startOfMonth,
};

/** Without dates: the last 30 days, 13 weeks or 13 months up to yesterday. */
function defaultFrom(granularity: UsageGranularity, to: string): string {
  if (granularity === 'day') return addDays(to, -29);
  if (granularity === 'week') return startOfWeek(addDays(to, -7 * 12));
  return startOfMonth(addMonths(to, -12));
}

function unitRateOn(agreements: readonly Agreement[], register: RegisterRow, day: string) {
  const agreement = agreements.find(
    (a) =>
      a.meterPointId === register.meterPointId &&
      a.startDate <= day &&
      (a.endDate === null || day <= a.endDate),
  );
  return agreement ? unitRateFor(agreement, register.name) : 0;
}

const usageRow = z.object({ registerId: z.number().int(), day: z.string(), wh: z.number().int() });

export function usageRoutes(router: GatewayRouter): void {
  router.add(getUsage, ({ params, query, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const today = londonToday(deps.now());
    const { granularity } = query;
    const to = query.to ?? addDays(today, -1);
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

    const registers = registersOf(deps.db, account.id).filter((r) => r.meterType === 'smart');
    const agreements = agreementsOf(deps.db, account.id, today);
    const rows = queryAll(
      deps.db,
      usageRow,
      `SELECT register_id AS registerId, day, wh FROM daily_usage
        WHERE register_id IN (SELECT value FROM json_each(?)) AND day BETWEEN ? AND ?
        ORDER BY day`,
      JSON.stringify(registers.map((register) => register.id)),
      from,
      to,
    );

    const series = registers.map((register) => {
      const buckets = new Map<string, { kwh: number; costPence: number }>();
      for (const row of rows.filter((r) => r.registerId === register.id)) {
        const start = BUCKET_START[granularity](row.day);
        const bucket = buckets.get(start) ?? { kwh: 0, costPence: 0 };
        const kwh = row.wh / 1000;
        bucket.kwh += kwh;
        bucket.costPence += kwh * unitRateOn(agreements, register, row.day);
        buckets.set(start, bucket);
      }
      return {
        fuel: register.fuel,
        register: register.name,
        points: [...buckets].map(([start, bucket]) => ({
          start,
          kwh: Math.round(bucket.kwh * 1000) / 1000,
          costPence: Math.round(bucket.costPence),
        })),
      };
    });
    return { from, to, granularity, series };
  });
}
