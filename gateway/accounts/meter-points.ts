import { z } from 'zod';
import { queryAll, sql, type Executor } from '../db/sql';

export const meterPointRow = z.object({
  id: z.number().int(),
  fuel: z.enum(['electricity', 'gas']),
  mpan: z.string().nullable(),
  mprn: z.string().nullable(),
  meterType: z.enum(['standard', 'economy7', 'smart']),
  serialNumber: z.string(),
});
export type MeterPointRow = z.infer<typeof meterPointRow>;

export function meterPointsOf(db: Executor, accountId: number): Promise<MeterPointRow[]> {
  return queryAll(
    db,
    meterPointRow,
    sql`SELECT id, fuel, mpan, mprn, meter_type AS "meterType", meter_serial AS "serialNumber"
          FROM meter_points WHERE account_id = ${accountId} ORDER BY fuel DESC, id`,
  );
}

export const registerRow = z.object({
  id: z.number().int(),
  meterPointId: z.number().int(),
  fuel: z.enum(['electricity', 'gas']),
  name: z.enum(['standard', 'day', 'night']),
  unit: z.enum(['kWh', 'm3']),
  digits: z.number().int(),
  estimatedAnnualKwh: z.number().int(),
  meterType: z.enum(['standard', 'economy7', 'smart']),
});
export type RegisterRow = z.infer<typeof registerRow>;

export function registersOf(db: Executor, accountId: number): Promise<RegisterRow[]> {
  return queryAll(
    db,
    registerRow,
    sql`SELECT r.id, r.meter_point_id AS "meterPointId", m.fuel, r.name, r.unit, r.digits,
               r.estimated_annual_kwh AS "estimatedAnnualKwh", m.meter_type AS "meterType"
          FROM registers r JOIN meter_points m ON m.id = r.meter_point_id
         WHERE m.account_id = ${accountId} ORDER BY m.fuel DESC, r.id`,
  );
}
