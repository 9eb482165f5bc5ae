import { z } from 'zod';
import { queryOne, type Executor } from '../db/sql';

const meterType = z.enum(['standard', 'economy7', 'smart']);
const meterPointRow = z.object({ fuel: z.enum(['electricity', 'gas']), meterType });

/** The meter we supply at an MPAN, the latest if it has moved between accounts. */
export function suppliedMeterOf(db: Executor, mpan: string) {
  return queryOne(
    db,
    z.object({ meterType }),
    db
      .selectFrom('meter_points')
      .select('meter_type as meterType')
      .where('mpan', '=', mpan)
      .orderBy('id', 'desc')
      .limit(1),
  );
}

/** One of the customer's own meter points; undefined for anyone else's, as for none. */
export function ownMeterPoint(db: Executor, meterPointId: number, customerId: number) {
  return queryOne(
    db,
    meterPointRow,
    db
      .selectFrom('meter_points as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .select(['m.fuel', 'm.meter_type as meterType'])
      .where('m.id', '=', meterPointId)
      .where('a.customer_id', '=', customerId),
  );
}
