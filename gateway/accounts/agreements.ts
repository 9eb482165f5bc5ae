import { z } from 'zod';
import type { Agreement } from '@/lib/gateway/contract/account';
import { queryAll, type Executor } from '../db/sql';

const agreementRow = z.object({
  id: z.number().int(),
  fuel: z.enum(['electricity', 'gas']),
  meterPointId: z.number().int(),
  tariffCode: z.string(),
  tariffName: z.string(),
  pricing: z.enum(['fixed', 'variable']),
  startDate: z.string(),
  endDate: z.string().nullable(),
  exitFeePence: z.number().int(),
  standingChargeX100: z.number().int(),
});

const unitRateRow = z.object({
  agreementId: z.number().int(),
  name: z.string(),
  unitRateX100: z.number().int(),
});

function statusOn(today: string, startDate: string, endDate: string | null) {
  if (startDate > today) return 'future' as const;
  if (endDate !== null && endDate < today) return 'past' as const;
  return 'current' as const;
}

/**
 * The account's agreements, newest first, with the region's VAT-inclusive prices they were
 * made at: the same basis as every quote and renewal.
 */
export async function agreementsOf(
  db: Executor,
  accountId: number,
  today: string,
): Promise<Agreement[]> {
  const agreements = await queryAll(
    db,
    agreementRow,
    db
      .selectFrom('agreements as a')
      .innerJoin('tariffs as t', 't.code', 'a.tariff_code')
      .innerJoin('tariff_region_prices as p', (join) =>
        join.onRef('p.tariff_code', '=', 'a.tariff_code').onRef('p.region_id', '=', 'a.region_id'),
      )
      .select([
        'a.id',
        't.fuel',
        'a.meter_point_id as meterPointId',
        'a.tariff_code as tariffCode',
        't.name as tariffName',
        't.pricing',
        'a.start_date as startDate',
        'a.end_date as endDate',
        'a.exit_fee_pence as exitFeePence',
        'p.standing_charge_inc_vat_pence_x100 as standingChargeX100',
      ])
      .where('a.account_id', '=', accountId)
      .orderBy('a.start_date', 'desc')
      .orderBy('t.fuel'),
  );
  const unitRates = await queryAll(
    db,
    unitRateRow,
    db
      .selectFrom('agreements as a')
      .innerJoin('tariff_region_rates as r', (join) =>
        join.onRef('r.tariff_code', '=', 'a.tariff_code').onRef('r.region_id', '=', 'a.region_id'),
      )
      .select([
        'a.id as agreementId',
        'r.rate_name as name',
        'r.unit_rate_inc_vat_pence_x100 as unitRateX100',
      ])
      .where('a.account_id', '=', accountId)
      .orderBy('a.id')
      .orderBy('r.rate_name'),
  );
  return agreements.map(({ pricing, standingChargeX100, ...row }) => ({
    ...row,
    pricingType: pricing === 'fixed' ? 'Fixed' : 'Variable',
    status: statusOn(today, row.startDate, row.endDate),
    standingChargeIncVatPence: standingChargeX100 / 100,
    unitRates: unitRates
      .filter((rate) => rate.agreementId === row.id)
      .map(({ name, unitRateX100 }) => ({ name, unitRateIncVatPence: unitRateX100 / 100 })),
  }));
}

export function currentAgreements(agreements: readonly Agreement[]): Agreement[] {
  return agreements.filter((agreement) => agreement.status === 'current');
}
