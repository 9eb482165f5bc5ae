import type { ReadingSubmission } from '@/lib/gateway/contract/readings';
import { getReadings, submitReadings } from '@/lib/gateway/contract/readings';
import { addDays, daysBetween, londonToday } from '@/lib/iso-date';
import { meterPointsOf, registersOf, type RegisterRow } from '../accounts/meter-points';
import { ownedAccount } from '../accounts/owned-account';
import type { Db } from '../db/database';
import { execute } from '../db/query';
import type { GatewayRouter } from '../http/router';
import { lastSmartDay } from '../usage/daily-use';
import { checkSubmission } from './check-submission';
import { estimatesBetween, lastReadingsOf, readingsByIds, readingsOf } from './queries';

/** When the meter last gave a reading and, for a smart meter, when its figures stopped. */
function freshnessOf(
  db: Db,
  registers: readonly RegisterRow[],
  lastReadOn: string | null,
  today: string,
) {
  if (registers[0]?.meterType !== 'smart') {
    return { lastReadOn, smartDataUntil: null, smartSilentDays: null };
  }
  const yesterday = addDays(today, -1);
  const smartDataUntil = lastSmartDay(db, registers, yesterday);
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
  db: Db,
  submission: ReadingSubmission,
  lastActual: ReadonlyMap<number, { readOn: string }>,
  submittedAt: string,
) {
  return db.transaction(() => {
    const replaced: number[] = [];
    const ids = submission.readings.map((reading) => {
      const id = Number(
        execute(
          db,
          `INSERT INTO readings (register_id, read_on, value, source, submitted_at,
                                 lower_reading_reason)
           VALUES (?, ?, ?, 'customer', ?, ?)`,
          reading.registerId,
          submission.readOn,
          reading.value,
          submittedAt,
          reading.lowerReadingReason ?? null,
        ).lastInsertRowid,
      );
      const after = lastActual.get(reading.registerId)?.readOn ?? '0000-01-01';
      for (const estimate of estimatesBetween(db, reading.registerId, after, submission.readOn)) {
        execute(db, 'UPDATE readings SET superseded_by = ? WHERE id = ?', id, estimate.id);
        replaced.push(estimate.id);
      }
      return id;
    });
    return { ids, replaced };
  })();
}

export function readingRoutes(router: GatewayRouter): void {
  router.add(getReadings, ({ params, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const today = londonToday(deps.now());
    const registers = registersOf(deps.db, account.id);
    const lastReadings = lastReadingsOf(deps.db, account.id);
    const lastActual = lastReadingsOf(deps.db, account.id, { actualOnly: true });
    return {
      meterPoints: meterPointsOf(deps.db, account.id).map((meter) => {
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
          freshness: freshnessOf(deps.db, meterRegisters, lastReadOn, today),
        };
      }),
      readings: readingsOf(deps.db, account.id),
    };
  });

  router.add(submitReadings, ({ params, body, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const now = deps.now();
    const lastActual = lastReadingsOf(deps.db, account.id, { actualOnly: true });
    checkSubmission(body, registersOf(deps.db, account.id), lastActual, londonToday(now));
    const { ids, replaced } = recordReadings(deps.db, body, lastActual, now.toISOString());
    return {
      readings: readingsByIds(deps.db, ids),
      replacedEstimates: readingsByIds(deps.db, replaced),
    };
  });
}
