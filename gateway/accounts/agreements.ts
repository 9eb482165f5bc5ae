import { z } from 'zod';
import type { Agreement } from '@/lib/gateway/contract/account';
import type { Db } from '../db/database';
import { queryAll } from '../db/query';

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
  unitRates: z
    .string()
    .transform((json): unknown => JSON.parse(json))
    .pipe(z.array(z.object({ name: z.string(), unitRateX100: z.number().int() }))),
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
export function agreementsOf(db: Db, accountId: number, today: string): Agreement[] {
  return queryAll(
    db,
    agreementRow,
    `SELECT a.id, t.fuel, a.meter_point_id AS meterPointId, a.tariff_code AS tariffCode,
            t.name AS tariffName, t.pricing, a.start_date AS startDate, a.end_date AS endDate,
            a.exit_fee_pence AS exitFeePence,
            p.standing_charge_inc_vat_pence_x100 AS standingChargeX100,
            (SELECT json_group_array(json_object(
                      'name', r.rate_name, 'unitRateX100', r.unit_rate_inc_vat_pence_x100))
               FROM tariff_region_rates r
              WHERE r.tariff_code = a.tariff_code AND r.region_id = a.region_id) AS unitRates
       FROM agreements a JOIN tariffs t ON t.code = a.tariff_code
       JOIN tariff_region_prices p
         ON p.tariff_code = a.tariff_code AND p.region_id = a.region_id
      WHERE a.account_id = ?
      ORDER BY a.start_date DESC, t.fuel`,
    accountId,
  ).map(({ pricing, standingChargeX100, unitRates, ...row }) => ({
    ...row,
    pricingType: pricing === 'fixed' ? 'Fixed' : 'Variable',
    status: statusOn(today, row.startDate, row.endDate),
    standingChargeIncVatPence: standingChargeX100 / 100,
    unitRates: unitRates.map(({ name, unitRateX100 }) => ({
      name,
      unitRateIncVatPence: unitRateX100 / 100,
    })),
  }));
}

export function currentAgreements(agreements: readonly Agreement[]): Agreement[] {
  return agreements.filter((agreement) => agreement.status === 'current');
}
