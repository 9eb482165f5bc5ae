import { getReadings, submitReadings } from '@/lib/gateway/contract/readings';
import { meterPointsOf, registersOf } from '../accounts/meter-points';
import { ownedAccount } from '../accounts/owned-account';
import { londonToday } from '@/lib/iso-date';
import { execute } from '../db/query';
import type { GatewayRouter } from '../http/router';
import { checkSubmission } from './check-submission';
import { lastReadingsOf, readingsByIds, readingsOf } from './queries';

export function readingRoutes(router: GatewayRouter): void {
  router.add(getReadings, ({ params, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const registers = registersOf(deps.db, account.id);
    const lastReadings = lastReadingsOf(deps.db, account.id);
    return {
      meterPoints: meterPointsOf(deps.db, account.id).map((meter) => ({
        ...meter,
        registers: registers
          .filter((register) => register.meterPointId === meter.id)
          .map((register) => ({
            id: register.id,
            name: register.name,
            unit: register.unit,
            digits: register.digits,
            lastReading: lastReadings.get(register.id) ?? null,
          })),
      })),
      readings: readingsOf(deps.db, account.id),
    };
  });

  router.add(submitReadings, ({ params, body, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const now = deps.now();
    checkSubmission(
      body,
      registersOf(deps.db, account.id),
      lastReadingsOf(deps.db, account.id),
      londonToday(now),
    );
    const ids = deps.db.transaction(() =>
      body.readings.map((reading) =>
        Number(
          execute(
            deps.db,
            `INSERT INTO readings (register_id, read_on, value, source, submitted_at)
             VALUES (?, ?, ?, 'customer', ?)`,
            reading.registerId,
            body.readOn,
            reading.value,
            now.toISOString(),
          ).lastInsertRowid,
        ),
      ),
    )();
    return { readings: readingsByIds(deps.db, ids) };
  });
}
