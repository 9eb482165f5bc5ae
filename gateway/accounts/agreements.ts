import { z } from 'zod';
import type { Agreement } from '@/lib/gateway/contract/account';
import { queryAll, sql, type Executor } from '../db/sql';

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
    sql`SELECT a.id, t.fuel, a.meter_point_id AS "meterPointId", a.tariff_code AS "tariffCode",
               t.name AS "tariffName", t.pricing, a.start_date AS "startDate",
               a.end_date AS "endDate", a.exit_fee_pence AS "exitFeePence",
               p.standing_charge_inc_vat_pence_x100 AS "standingChargeX100"
          FROM agreements a JOIN tariffs t ON t.code = a.tariff_code
          JOIN tariff_region_prices p
            ON p.tariff_code = a.tariff_code AND p.region_id = a.region_id
         WHERE a.account_id = ${accountId}
         ORDER BY a.start_date DESC, t.fuel`,
  );
  const unitRates = await queryAll(
    db,
    unitRateRow,
    sql`SELECT a.id AS "agreementId", r.rate_name AS name,
               r.unit_rate_inc_vat_pence_x100 AS "unitRateX100"
          FROM agreements a JOIN tariff_region_rates r
            ON r.tariff_code = a.tariff_code AND r.region_id = a.region_id
         WHERE a.account_id = ${accountId}
         ORDER BY a.id, r.rate_name`,
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
