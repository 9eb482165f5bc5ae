import {
  DIRECT_DEBIT_ROUNDING_PENCE,
  MIN_DIRECT_DEBIT_PENCE,
  type DirectDebitForecast,
} from '@/lib/gateway/contract/payments';
import { agreementsOf, currentAgreements } from '../accounts/agreements';
import { balancePenceOf } from '../accounts/balance';
import { registersOf } from '../accounts/meter-points';
import { addDays, addMonths } from '@/lib/iso-date';
import type { Executor } from '../db/sql';
import { yearlyCostLines } from '../pricing/yearly-cost';

/**
 * The recommended Direct Debit and every figure behind it, at pence precision: each register's
 * estimated kWh for the next 12 months at today's unit rate and each fuel's standing charge for
 * 365 days (VAT included, each line rounded to the penny), their total, less the balance
 * (credit lowers it, a debt raises it), ÷ 12 rounded up to the penny, then up to the next £1
 * and to at least £5.
 */
export async function directDebitForecast(
  db: Executor,
  accountId: number,
  today: string,
): Promise<DirectDebitForecast> {
  const from = addDays(today, 1);
  const current = currentAgreements(await agreementsOf(db, accountId, today));
  const lines = yearlyCostLines(current, await registersOf(db, accountId)).map(
    ({ exactPence, ...line }) => ({ ...line, amountPence: Math.round(exactPence) }),
  );
  const yearlyCostPence = lines.reduce((sum, line) => sum + line.amountPence, 0);
  const balancePence = await balancePenceOf(db, accountId);
  const toPayPence = yearlyCostPence - balancePence;
  const monthlyPence = Math.ceil(toPayPence / 12);
  const rounded =
    Math.ceil(monthlyPence / DIRECT_DEBIT_ROUNDING_PENCE) * DIRECT_DEBIT_ROUNDING_PENCE;
  return {
    from,
    to: addDays(addMonths(from, 12), -1),
    lines,
    yearlyCostPence,
    balancePence,
    toPayPence,
    monthlyPence,
    roundUpToPence: DIRECT_DEBIT_ROUNDING_PENCE,
    minimumPence: MIN_DIRECT_DEBIT_PENCE,
    recommendedAmountPence: Math.max(MIN_DIRECT_DEBIT_PENCE, rounded),
  };
}
