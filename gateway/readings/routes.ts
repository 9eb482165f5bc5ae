import type { ReadingSubmission } from '@/lib/gateway/contract/readings';
import { getReadings, submitReadings } from '@/lib/gateway/contract/readings';
import { addDays, daysBetween, londonToday } from '@/lib/iso-date';
import { meterPointsOf, registersOf, type RegisterRow } from '../accounts/meter-points';
import { ownedAccount } from '../accounts/owned-account';
import { inTransaction, type Executor } from '../db/sql';
import type { GatewayRouter } from '../http/router';
import { lastSmartDay } from '../usage/daily-use';
import { checkSubmission } from './check-submission';
import {
  estimatesBetween,
  insertCustomerReading,
  lastReadingsOf,
  markReplaced,
  readingsByIds,
  readingsOf,
} from './queries';

/** When the meter last gave a reading and, for a smart meter, when its figures stopped. */
async function freshnessOf(
  db: Executor,
  registers: readonly RegisterRow[],
  lastReadOn: string | null,
  today: string,
) {
  if (registers[0]?.meterType !== 'smart') {
    return { lastReadOn, smartDataUntil: null, smartSilentDays: null };
  }
  const yesterday = addDays(today, -1);
  const smartDataUntil = await lastSmartDay(db, registers, yesterday);
  return {
    lastReadOn,
    smartDataUntil,
    smartSilentDays: smartDataUntil ? daysBetween(smartDataUntil, yesterday) : null,
  };
}

/**
 * Records the readings, and marks the estimates since each register's last actual reading (up
 * to the new reading's day) as replaced by it: never deleted, as a bill may name them.
 */
function recordReadings(
  db: Executor,
  submission: ReadingSubmission,
  lastActual: ReadonlyMap<number, { readOn: string }>,
  submittedAt: string,
) {
  return inTransaction(db, async (transaction) => {
    const ids: number[] = [];
    const replaced: number[] = [];
    for (const reading of submission.readings) {
      const id = await insertCustomerReading(
        transaction,
        {
          registerId: reading.registerId,
          readOn: submission.readOn,
          value: reading.value,
          lowerReadingReason: reading.lowerReadingReason ?? null,
        },
        submittedAt,
      );
      const after = lastActual.get(reading.registerId)?.readOn ?? '0000-01-01';
      const estimates = await estimatesBetween(
        transaction,
        reading.registerId,
        after,
        submission.readOn,
      );
      for (const estimate of estimates) {
        await markReplaced(transaction, estimate.id, id);
        replaced.push(estimate.id);
      }
      ids.push(id);
    }
    return { ids, replaced };
  });
}

export function readingRoutes(router: GatewayRouter): void {
  router.add(getReadings, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const today = londonToday(deps.now());
    const registers = await registersOf(deps.database, account.id);
    const lastReadings = await lastReadingsOf(deps.database, account.id);
    const lastActual = await lastReadingsOf(deps.database, account.id, { actualOnly: true });
    const meterPoints = (await meterPointsOf(deps.database, account.id)).map(async (meter) => {
      const meterRegisters = registers.filter((register) => register.meterPointId === meter.id);
      const lastReadOn =
        meterRegisters
          .map((register) => lastActual.get(register.id)?.readOn ?? '')
          .sort()
          .at(-1) || null;
      return {
        ...meter,
        registers: meterRegisters.map((register) => ({
          id: register.id,
          name: register.name,
          unit: register.unit,
          digits: register.digits,
          lastReading: lastReadings.get(register.id) ?? null,
          lastActualReading: lastActual.get(register.id) ?? null,
        })),
        freshness: await freshnessOf(deps.database, meterRegisters, lastReadOn, today),
      };
    });
    return {
      meterPoints: await Promise.all(meterPoints),
      readings: await readingsOf(deps.database, account.id),
    };
  });

  router.add(submitReadings, async ({ params, body, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const now = deps.now();
    const lastActual = await lastReadingsOf(deps.database, account.id, { actualOnly: true });
    checkSubmission(
      body,
      await registersOf(deps.database, account.id),
      lastActual,
      londonToday(now),
    );
    const { ids, replaced } = await recordReadings(
      deps.database,
      body,
      lastActual,
      now.toISOString(),
    );
    return {
      readings: await readingsByIds(deps.database, ids),
      replacedEstimates: await readingsByIds(deps.database, replaced),
    };
  });
}
