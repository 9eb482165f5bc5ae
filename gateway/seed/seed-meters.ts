import { isRegionId, type RegionId } from '@/lib/gateway/contract/regions';
import { insertAgreement, insertMeterPoint, insertRegister } from '../accounts/insert-rows';
import { addDays, daysBetween } from '@/lib/iso-date';
import { execute, insertId, sql, type Executor } from '../db/sql';
import { productFor, type BilledRegister, type RegisterName, type SeededReading } from './billing';
import { simulateDailyKwh } from './consumption';
import { plannedReadings, smartDataArrived } from './meter-reads';
import type { AccountSpec, MeterSpec } from './persona-spec';

/** The distribution region of the home: the first two digits of its electricity supply number. */
export function regionOf(spec: AccountSpec): RegionId {
  const electricity = spec.meters.find((meter) => meter.fuel === 'electricity');
  const region = Number(electricity?.supplyNumber.slice(0, 2));
  if (!isRegionId(region)) throw new Error(`Account ${spec.number} has no electricity region`);
  return region;
}

/** Rows per statement: far below either engine's limit on bound values. */
const DAILY_USAGE_ROWS_PER_INSERT = 500;

/** The registers of a meter: one, or a day and a night one for Economy 7. */
export function registerNames(meter: MeterSpec): { name: RegisterName; annualKwh: number }[] {
  const { annualKwh } = meter;
  return 'standard' in annualKwh
    ? [{ name: 'standard', annualKwh: annualKwh.standard }]
    : [
        { name: 'day', annualKwh: annualKwh.day },
        { name: 'night', annualKwh: annualKwh.night },
      ];
}

async function seedRegister(
  db: Executor,
  meterPointId: number,
  spec: AccountSpec,
  meter: MeterSpec,
  register: { name: RegisterName; annualKwh: number },
  days: readonly string[],
  today: string,
): Promise<BilledRegister> {
  const daily = simulateDailyKwh(
    register.annualKwh,
    meter.fuel,
    spec.openedOn,
    Math.max(0, daysBetween(spec.openedOn, today)),
    `${meter.supplyNumber}/${register.name}`,
  );
  const registerId = await insertRegister(
    db,
    meterPointId,
    meter.fuel,
    register.name,
    register.annualKwh,
  );
  const readings = new Map<string, SeededReading>();
  for (const reading of plannedReadings(spec, meter, { ...register, daily }, days, today)) {
    const id = await insertId(
      db,
      sql`INSERT INTO readings (register_id, read_on, value, source, submitted_at)
       VALUES (${sql.join([
         registerId,
         reading.readOn,
         reading.value,
         reading.source,
         `${reading.readOn}T${reading.source === 'estimated' ? '06' : '09'}:00:00.000Z`,
       ])}) RETURNING id`,
    );
    readings.set(reading.readOn, { id, readOn: reading.readOn, value: reading.value });
  }
  if (meter.type === 'smart') {
    const usage = daily
      .map((kwh, i) => ({ day: addDays(spec.openedOn, i), wh: Math.round(kwh * 1000) }))
      .filter(({ day }) => smartDataArrived(spec, day));
    for (let start = 0; start < usage.length; start += DAILY_USAGE_ROWS_PER_INSERT) {
      const rows = usage
        .slice(start, start + DAILY_USAGE_ROWS_PER_INSERT)
        .map(({ day, wh }) => sql`(${registerId}, ${day}, ${wh})`);
      await execute(
        db,
        sql`INSERT INTO daily_usage (register_id, day, wh) VALUES ${sql.join(rows)}`,
      );
    }
  }
  return { meter, registerId, name: register.name, readings };
}

/** A meter point with its registers, readings, usage and an agreement per tariff phase. */
export async function seedMeter(
  db: Executor,
  accountId: number,
  spec: AccountSpec,
  meter: MeterSpec,
  days: readonly string[],
  today: string,
) {
  const meterPointId = await insertMeterPoint(db, accountId, { ...meter, meterType: meter.type });
  const registers = [];
  for (const register of registerNames(meter)) {
    registers.push(await seedRegister(db, meterPointId, spec, meter, register, days, today));
  }
  const agreementIds = [];
  for (const phase of spec.tariffs) {
    const product = productFor(phase, meter);
    const agreementId = await insertAgreement(db, {
      accountId,
      meterPointId,
      tariffCode: product.code,
      startDate: phase.from,
      endDate: phase.to,
      exitFeePence: product.exitFeePence,
      regionId: regionOf(spec),
    });
    agreementIds.push(agreementId);
  }
  return { registers, agreementIds };
}
