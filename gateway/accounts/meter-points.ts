import { z } from 'zod';
import { queryAll, type Executor } from '../db/sql';

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
    db
      .selectFrom('meter_points')
      .select([
        'id',
        'fuel',
        'mpan',
        'mprn',
        'meter_type as meterType',
        'meter_serial as serialNumber',
      ])
      .where('account_id', '=', accountId)
      .orderBy('fuel', 'desc')
      .orderBy('id'),
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
    db
      .selectFrom('registers as r')
      .innerJoin('meter_points as m', 'm.id', 'r.meter_point_id')
      .select([
        'r.id',
        'r.meter_point_id as meterPointId',
        'm.fuel',
        'r.name',
        'r.unit',
        'r.digits',
        'r.estimated_annual_kwh as estimatedAnnualKwh',
        'm.meter_type as meterType',
      ])
      .where('m.account_id', '=', accountId)
      .orderBy('m.fuel', 'desc')
      .orderBy('r.id'),
  );
}
