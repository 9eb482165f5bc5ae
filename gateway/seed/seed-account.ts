import { isRegionId, type RegionId } from '@/lib/gateway/contract/regions';
import {
  insertAccount,
  insertAgreement,
  insertDirectDebit,
  insertMeterPoint,
  insertRegister,
} from '../accounts/insert-rows';
import { formatMonthYear } from '@/lib/format-date';
import { addDays, addMonths, daysBetween, nextDayOfMonth, startOfMonth } from '@/lib/iso-date';
import { execute, insertId, sql, type Executor } from '../db/sql';
import { REFERRAL_REWARD_PENCE } from '../referrals/reward';
import {
  billFor,
  issuedOnFor,
  productFor,
  tariffSegments,
  type BilledRegister,
  type BillRow,
  type RegisterName,
  type SeededReading,
} from './billing';
import { simulateDailyKwh } from './consumption';
import { plannedReadings, smartDataArrived } from './meter-reads';
import type { AccountSpec, MeterSpec } from './personas';
import { regionalPrices } from './regional-prices';
import { seedWarmHomeDiscountMatch, warmHomeDiscountCredit } from './warm-home-discount';

interface Clock {
  today: string;
  now: string;
}

/** The distribution region of the home: the first two digits of its electricity supply number. */
/** Rows per statement: far below either engine's limit on bound values. */
const DAILY_USAGE_ROWS_PER_INSERT = 500;

function regionOf(spec: AccountSpec): RegionId {
  const electricity = spec.meters.find((meter) => meter.fuel === 'electricity');
  const region = Number(electricity?.supplyNumber.slice(0, 2));
  if (!isRegionId(region)) throw new Error(`Account ${spec.number} has no electricity region`);
  return region;
}

/** Each whole month since opening (the first from the opening day) whose bill is out by today. */
function billPeriods(spec: AccountSpec, today: string) {
  const periods: { month: string; start: string; end: string }[] = [];
  for (let month = startOfMonth(spec.openedOn); ; month = addMonths(month, 1)) {
    const end = addDays(addMonths(month, 1), -1);
    if (issuedOnFor(end) > today) return periods;
    periods.push({ month, start: month < spec.openedOn ? spec.openedOn : month, end });
  }
}

/** The days a bill needs a reading on: where each period, and each tariff within it, starts and ends. */
function billingDays(spec: AccountSpec, periods: ReturnType<typeof billPeriods>): string[] {
  const days = periods.flatMap((period) =>
    tariffSegments(spec.tariffs, period.start, period.end).flatMap((segment) => [
      segment.from,
      addDays(segment.to, 1),
    ]),
  );
  return [...new Set(days)].sort();
}

function registerNames(meter: MeterSpec): { name: RegisterName; annualKwh: number }[] {
  const { annualKwh } = meter;
  return 'standard' in annualKwh
    ? [{ name: 'standard', annualKwh: annualKwh.standard }]
    : [
        { name: 'day', annualKwh: annualKwh.day },
        { name: 'night', annualKwh: annualKwh.night },
      ];
}

async function seedRegister(
  db: Executor,
  meterPointId: number,
  spec: AccountSpec,
  meter: MeterSpec,
  register: { name: RegisterName; annualKwh: number },
  days: readonly string[],
  today: string,
): Promise<BilledRegister> {
  const daily = simulateDailyKwh(
    register.annualKwh,
    meter.fuel,
    spec.openedOn,
    Math.max(0, daysBetween(spec.openedOn, today)),
    `${meter.supplyNumber}/${register.name}`,
  );
  const registerId = await insertRegister(
    db,
    meterPointId,
    meter.fuel,
    register.name,
    register.annualKwh,
  );
  const readings = new Map<string, SeededReading>();
  for (const reading of plannedReadings(spec, meter, { ...register, daily }, days, today)) {
    const id = await insertId(
      db,
      sql`INSERT INTO readings (register_id, read_on, value, source, submitted_at)
       VALUES (${sql.join([
         registerId,
         reading.readOn,
         reading.value,
         reading.source,
         `${reading.readOn}T${reading.source === 'estimated' ? '06' : '09'}:00:00.000Z`,
       ])}) RETURNING id`,
    );
    readings.set(reading.readOn, { id, readOn: reading.readOn, value: reading.value });
  }
  if (meter.type === 'smart') {
    const usage = daily
      .map((kwh, i) => ({ day: addDays(spec.openedOn, i), wh: Math.round(kwh * 1000) }))
      .filter(({ day }) => smartDataArrived(spec, day));
    for (let start = 0; start < usage.length; start += DAILY_USAGE_ROWS_PER_INSERT) {
      const rows = usage
        .slice(start, start + DAILY_USAGE_ROWS_PER_INSERT)
        .map(({ day, wh }) => sql`(${registerId}, ${day}, ${wh})`);
      await execute(
        db,
        sql`INSERT INTO daily_usage (register_id, day, wh) VALUES ${sql.join(rows)}`,
      );
    }
  }
  return { meter, registerId, name: register.name, readings };
}

async function seedMeter(
  db: Executor,
  accountId: number,
  spec: AccountSpec,
  meter: MeterSpec,
  days: readonly string[],
  today: string,
) {
  const meterPointId = await insertMeterPoint(db, accountId, { ...meter, meterType: meter.type });
  const registers = [];
  for (const register of registerNames(meter)) {
    registers.push(await seedRegister(db, meterPointId, spec, meter, register, days, today));
  }
  const agreementIds = [];
  for (const phase of spec.tariffs) {
    const product = productFor(phase, meter);
    const agreementId = await insertAgreement(db, {
      accountId,
      meterPointId,
      tariffCode: product.code,
      startDate: phase.from,
      endDate: phase.to,
      exitFeePence: product.exitFeePence,
      regionId: regionOf(spec),
    });
    agreementIds.push(agreementId);
  }
  return { registers, agreementIds };
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

interface Posting {
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
async function seedBills(
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

/** A twelfth of a year's cost at the region's prices (VAT included) and a tenth more, to £1. */
function monthlyDirectDebitPence(spec: AccountSpec, today: string): number {
  const phase = spec.tariffs.find((p) => p.from <= today && (p.to === null || today <= p.to));
  if (!phase) throw new Error(`Account ${spec.number} has no tariff today`);
  const yearlyPenceX100 = spec.meters.reduce((sum, meter) => {
    const prices = regionalPrices(phase.family, productFor(phase, meter), regionOf(spec));
    const energy = registerNames(meter).reduce(
      (total, { name, annualKwh }) => total + annualKwh * (prices.rates[name] ?? 0),
      0,
    );
    return sum + energy + 365 * prices.standingChargeX100;
  }, 0);
  // A tenth more, so that the winter months do not leave the account in debit.
  return Math.ceil((yearlyPenceX100 * 1.1) / 100 / 12 / 100) * 100;
}

function paymentPostings(spec: AccountSpec, amountPence: number, today: string): Posting[] {
  const postings: Posting[] = [];
  const stop = spec.directDebit.stoppedOn ?? addDays(today, 1);
  for (
    let day = nextDayOfMonth(addDays(spec.openedOn, 10), spec.directDebit.dayOfMonth);
    day <= today && day < stop;
    day = addMonths(day, 1)
  ) {
    postings.push({
      postedOn: day,
      kind: 'payment',
      description: 'Direct Debit payment',
      amountPence,
      billId: null,
    });
  }
  if (spec.refund) {
    postings.push({
      postedOn: spec.refund.postedOn,
      kind: 'refund',
      description: 'Refund of credit to your bank account',
      amountPence: -spec.refund.amountPence,
      billId: null,
    });
  }
  for (const credit of warmHomeDiscountCredit(spec, today)) {
    postings.push({ ...credit, kind: 'credit', billId: null });
  }
  return postings;
}

export async function seedAccount(
  db: Executor,
  customerId: number,
  spec: AccountSpec,
  clock: Clock,
): Promise<void> {
  const accountId = await insertAccount(db, {
    number: spec.number,
    customerId,
    supplyAddress: spec.address,
    openedOn: spec.openedOn,
    referralCode: spec.referralCode,
    accountUnlocked: spec.accountUnlocked,
    accountRestricted: spec.accountRestricted,
    blacklistedVoucher: spec.blacklistedVoucher,
    smartMeterBookingEligible: spec.smartMeterBookingEligible,
  });
  const periods = billPeriods(spec, clock.today);
  const days = billingDays(spec, periods);
  const meters = [];
  for (const meter of spec.meters) {
    meters.push(await seedMeter(db, accountId, spec, meter, days, clock.today));
  }

  const amountPence = monthlyDirectDebitPence(spec, clock.today);
  const postings = [
    ...(await seedBills(
      db,
      accountId,
      spec,
      periods,
      meters.flatMap((meter) => meter.registers),
    )),
    ...paymentPostings(spec, amountPence, clock.today),
  ].sort((a, b) => a.postedOn.localeCompare(b.postedOn));
  for (const posting of postings) {
    await execute(
      db,
      sql`INSERT INTO transactions (account_id, posted_on, kind, description, amount_pence, bill_id)
       VALUES (${sql.join([
         accountId,
         posting.postedOn,
         posting.kind,
         posting.description,
         posting.amountPence,
         posting.billId,
       ])})`,
    );
  }

  const { directDebit } = spec;
  await insertDirectDebit(db, {
    accountId,
    amountPence,
    dayOfMonth: directDebit.dayOfMonth,
    accountHolder: directDebit.accountHolder,
    sortCodeMasked: `**-**-${directDebit.sortCodeLastDigits}`,
    accountNumberMasked: `******${directDebit.accountNumberLastDigits}`,
    bankName: directDebit.bankName,
    updatedAt: clock.now,
  });

  for (const referral of spec.referrals ?? []) {
    await execute(
      db,
      sql`INSERT INTO referrals (account_id, friend_first_name, status, referred_on, credit_pence)
       VALUES (${sql.join([
         accountId,
         referral.friendFirstName,
         referral.completed ? 'Completed' : 'Pending',
         referral.referredOn,
         referral.completed ? REFERRAL_REWARD_PENCE : 0,
       ])})`,
    );
  }

  if (spec.pendingRenewal) {
    const renewalId = await insertId(
      db,
      sql`INSERT INTO renewals (account_id, status, requested_at) VALUES (${accountId}, 'Pending', ${clock.now}) RETURNING id`,
    );
    const current = spec.tariffs.findIndex(
      (p) => p.from <= clock.today && (p.to === null || clock.today <= p.to),
    );
    for (const meter of meters) {
      const agreementId = meter.agreementIds[current];
      if (agreementId === undefined) continue;
      await execute(
        db,
        sql`INSERT INTO renewal_agreements (renewal_id, agreement_id) VALUES (${renewalId}, ${agreementId})`,
      );
    }
  }

  await seedWarmHomeDiscountMatch(db, accountId, spec, clock.today);

  if (spec.moveOut) {
    const { forwardingAddress: to } = spec.moveOut;
    await execute(
      db,
      sql`INSERT INTO move_outs (account_id, move_out_date, address_line1, address_line2, town,
                              postcode, status, created_at)
       VALUES (${accountId}, ${spec.moveOut.moveOutDate}, ${to.line1}, ${to.line2}, ${to.town}, ${to.postcode}, 'Received', ${clock.now})`,
    );
  }
}
