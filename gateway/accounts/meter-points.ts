import { z } from 'zod';
import type { Db } from '../db/database';
import { queryAll } from '../db/query';

export const meterPointRow = z.object({
  id: z.number().int(),
  fuel: z.enum(['electricity', 'gas']),
  mpan: z.string().nullable(),
  mprn: z.string().nullable(),
  meterType: z.enum(['standard', 'economy7', 'smart']),
  serialNumber: z.string(),
});
export type MeterPointRow = z.infer<typeof meterPointRow>;

export function meterPointsOf(db: Db, accountId: number): MeterPointRow[] {
  return queryAll(
    db,
    meterPointRow,
    `SELECT id, fuel, mpan, mprn, meter_type AS meterType, meter_serial AS serialNumber
       FROM meter_points WHERE account_id = ? ORDER BY fuel DESC, id`,
    accountId,
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

export function registersOf(db: Db, accountId: number): RegisterRow[] {
  return queryAll(
    db,
    registerRow,
    `SELECT r.id, r.meter_point_id AS meterPointId, m.fuel, r.name, r.unit, r.digits,
            r.estimated_annual_kwh AS estimatedAnnualKwh, m.meter_type AS meterType
       FROM registers r JOIN meter_points m ON m.id = r.meter_point_id
      WHERE m.account_id = ? ORDER BY m.fuel DESC, r.id`,
    accountId,
  );
}
