import { z } from 'zod';
import type { Agreement } from '@/lib/gateway/contract/account';
import type { Db } from '../db/database';
import { queryAll } from '../db/query';
import { VAT_PERCENT } from '../energy';

/** A fixed tariff may be renewed from this many days before it ends. */
export const RENEWAL_WINDOW_DAYS = 60;

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
  /** National VAT-exclusive rates, or the region's VAT-inclusive ones (regional agreements). */
  vatIncluded: z.union([z.literal(0), z.literal(1)]),
  standingChargeX100: z.number().int(),
  unitRates: z
    .string()
    .transform((json): unknown => JSON.parse(json))
    .pipe(z.array(z.object({ name: z.string(), unitRateX100: z.number().int() }))),
});

/**
 * Hundredths of a penny to pence without VAT. A regional price loses its VAT to four decimal
 * places, so adding it back (withVat) gives exactly the price the customer was quoted.
 */
function exVatPence(x100: number, vatIncluded: boolean): number {
  return vatIncluded ? Math.round((x100 * 10_000) / (100 + VAT_PERCENT)) / 10_000 : x100 / 100;
}

function statusOn(today: string, startDate: string, endDate: string | null) {
  if (startDate > today) return 'future' as const;
  if (endDate !== null && endDate < today) return 'past' as const;
  return 'current' as const;
}

/**
 * The account's agreements, newest first, with their rates (VAT excluded): the tariff's
 * national ones, or for an agreement made at a region's prices (a sign-up), that region's.
 */
export function agreementsOf(db: Db, accountId: number, today: string): Agreement[] {
  return queryAll(
    db,
    agreementRow,
    `SELECT a.id, t.fuel, a.meter_point_id AS meterPointId, a.tariff_code AS tariffCode,
            t.name AS tariffName, t.pricing, a.start_date AS startDate, a.end_date AS endDate,
            a.exit_fee_pence AS exitFeePence, a.region_id IS NOT NULL AS vatIncluded,
            coalesce(p.standing_charge_inc_vat_pence_x100, t.standing_charge_pence_x100)
              AS standingChargeX100,
            CASE WHEN a.region_id IS NULL
              THEN (SELECT json_group_array(json_object(
                             'name', r.rate_name, 'unitRateX100', r.unit_rate_pence_x100))
                      FROM tariff_rates r WHERE r.tariff_code = a.tariff_code)
              ELSE (SELECT json_group_array(json_object(
                             'name', r.rate_name, 'unitRateX100', r.unit_rate_inc_vat_pence_x100))
                      FROM tariff_region_rates r
                     WHERE r.tariff_code = a.tariff_code AND r.region_id = a.region_id)
            END AS unitRates
       FROM agreements a JOIN tariffs t ON t.code = a.tariff_code
       LEFT JOIN tariff_region_prices p
         ON p.tariff_code = a.tariff_code AND p.region_id = a.region_id
      WHERE a.account_id = ?
      ORDER BY a.start_date DESC, t.fuel`,
    accountId,
  ).map(({ pricing, vatIncluded, standingChargeX100, unitRates, ...row }) => ({
    ...row,
    pricingType: pricing === 'fixed' ? 'Fixed' : 'Variable',
    status: statusOn(today, row.startDate, row.endDate),
    standingChargePence: exVatPence(standingChargeX100, vatIncluded === 1),
    unitRates: unitRates.map(({ name, unitRateX100 }) => ({
      name,
      unitRatePence: exVatPence(unitRateX100, vatIncluded === 1),
    })),
  }));
}

export function currentAgreements(agreements: readonly Agreement[]): Agreement[] {
  return agreements.filter((agreement) => agreement.status === 'current');
}
