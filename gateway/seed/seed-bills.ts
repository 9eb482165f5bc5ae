import { formatMonthYear } from '@/lib/format-date';
import { addDays, addMonths, startOfMonth } from '@/lib/iso-date';
import { execute, insertId, sql, type Executor } from '../db/sql';
import { REFERRAL_REWARD_PENCE } from '../referrals/reward';
import { billFor, issuedOnFor, tariffSegments, type BilledRegister, type BillRow } from './billing';
import type { AccountSpec } from './persona-spec';
import { regionOf } from './seed-meters';

/** Each whole month since opening (the first from the opening day) whose bill is out by today. */
export function billPeriods(spec: AccountSpec, today: string) {
  const periods: { month: string; start: string; end: string }[] = [];
  for (let month = startOfMonth(spec.openedOn); ; month = addMonths(month, 1)) {
    const end = addDays(addMonths(month, 1), -1);
    if (issuedOnFor(end) > today) return periods;
    periods.push({ month, start: month < spec.openedOn ? spec.openedOn : month, end });
  }
}

/** The days a bill needs a reading on: where each period, and each tariff within it, starts and ends. */
export function billingDays(spec: AccountSpec, periods: ReturnType<typeof billPeriods>): string[] {
  const days = periods.flatMap((period) =>
    tariffSegments(spec.tariffs, period.start, period.end).flatMap((segment) => [
      segment.from,
      addDays(segment.to, 1),
    ]),
  );
  return [...new Set(days)].sort();
}

function referralCredits(spec: AccountSpec, from: string, to: string) {
  return (spec.referrals ?? [])
    .filter((referral) => referral.completed)
    .map((referral) => ({ ...referral, creditedOn: addDays(referral.referredOn, 28) }))
    .filter((referral) => from <= referral.creditedOn && referral.creditedOn <= to)
    .map((referral) => ({
      description: `Refer a friend reward: ${referral.friendFirstName}`,
      amountPence: REFERRAL_REWARD_PENCE,
    }));
}

/** A line of the account's transactions. */
export interface Posting {
  postedOn: string;
  kind: 'bill' | 'payment' | 'refund' | 'credit';
  description: string;
  amountPence: number;
  billId: number | null;
}

async function insertBill(db: Executor, accountId: number, bill: BillRow): Promise<number> {
  const billId = await insertId(
    db,
    sql`INSERT INTO bills (account_id, issued_on, period_start, period_end, subtotal_pence,
                        vat_pence, credits_pence, total_pence)
     VALUES (${sql.join([
       accountId,
       bill.issuedOn,
       bill.periodStart,
       bill.periodEnd,
       bill.subtotalPence,
       bill.vatPence,
       bill.creditsPence,
       bill.totalPence,
     ])}) RETURNING id`,
  );
  for (const [position, line] of bill.lines.entries()) {
    await execute(
      db,
      sql`INSERT INTO bill_lines (bill_id, position, kind, fuel, description, quantity, unit,
                               rate_pence_x10000, amount_pence, register_id,
                               opening_reading_id, closing_reading_id, calorific_value)
       VALUES (${sql.join([
         billId,
         position,
         line.kind,
         line.fuel,
         line.description,
         line.quantity,
         line.unit,
         line.rateX10000,
         line.amountPence,
         line.registerId,
         line.openingReadingId,
         line.closingReadingId,
         line.calorificValue,
       ])})`,
    );
  }
  return billId;
}

/** The account's monthly bills, each made from the readings at its period's ends. */
export async function seedBills(
  db: Executor,
  accountId: number,
  spec: AccountSpec,
  periods: ReturnType<typeof billPeriods>,
  registers: readonly BilledRegister[],
): Promise<Posting[]> {
  const postings: Posting[] = [];
  for (const period of periods) {
    const bill = billFor(
      period,
      registers,
      spec.tariffs,
      regionOf(spec),
      referralCredits(spec, period.start, period.end),
    );
    postings.push({
      postedOn: bill.issuedOn,
      kind: 'bill',
      description: `Bill for ${formatMonthYear(period.month)}`,
      amountPence: -bill.totalPence,
      billId: await insertBill(db, accountId, bill),
    });
  }
  return postings;
}
