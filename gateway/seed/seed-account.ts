import { isRegionId, type RegionId } from '@/lib/gateway/contract/regions';
import {
  insertAccount,
  insertAgreement,
  insertDirectDebit,
  insertId,
  insertMeterPoint,
  insertRegister,
} from '../accounts/insert-rows';
import { addDays, addMonths, daysBetween, nextDayOfMonth, startOfMonth } from '@/lib/iso-date';
import type { Db } from '../db/database';
import { execute } from '../db/query';
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

function seedRegister(
  db: Db,
  meterPointId: number,
  spec: AccountSpec,
  meter: MeterSpec,
  register: { name: RegisterName; annualKwh: number },
  days: readonly string[],
  today: string,
): BilledRegister {
  const daily = simulateDailyKwh(
    register.annualKwh,
    meter.fuel,
    spec.openedOn,
    Math.max(0, daysBetween(spec.openedOn, today)),
    `${meter.supplyNumber}/${register.name}`,
  );
  const registerId = insertRegister(
    db,
    meterPointId,
    meter.fuel,
    register.name,
    register.annualKwh,
  );
  const readings = new Map<string, SeededReading>();
  for (const reading of plannedReadings(spec, meter, { ...register, daily }, days, today)) {
    const id = insertId(
      db,
      `INSERT INTO readings (register_id, read_on, value, source, submitted_at)
       VALUES (?, ?, ?, ?, ?)`,
      registerId,
      reading.readOn,
      reading.value,
      reading.source,
      `${reading.readOn}T${reading.source === 'estimated' ? '06' : '09'}:00:00.000Z`,
    );
    readings.set(reading.readOn, { id, readOn: reading.readOn, value: reading.value });
  }
  if (meter.type === 'smart') {
    daily.forEach((kwh, i) => {
      const day = addDays(spec.openedOn, i);
      if (!smartDataArrived(spec, day)) return;
      execute(
        db,
        'INSERT INTO daily_usage (register_id, day, wh) VALUES (?, ?, ?)',
        registerId,
        day,
        Math.round(kwh * 1000),
      );
    });
  }
  return { meter, registerId, name: register.name, readings };
}

function seedMeter(
  db: Db,
  accountId: number,
  spec: AccountSpec,
  meter: MeterSpec,
  days: readonly string[],
  today: string,
) {
  const meterPointId = insertMeterPoint(db, accountId, { ...meter, meterType: meter.type });
  const registers = registerNames(meter).map((register) =>
    seedRegister(db, meterPointId, spec, meter, register, days, today),
  );
  const agreementIds = spec.tariffs.map((phase) => {
    const product = productFor(phase, meter);
    return insertAgreement(db, {
      accountId,
      meterPointId,
      tariffCode: product.code,
      startDate: phase.from,
      endDate: phase.to,
      exitFeePence: product.exitFeePence,
      regionId: regionOf(spec),
    });
  });
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

const monthName = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function insertBill(db: Db, accountId: number, bill: BillRow): number {
  const billId = insertId(
    db,
    `INSERT INTO bills (account_id, issued_on, period_start, period_end, subtotal_pence,
                        vat_pence, credits_pence, total_pence)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    accountId,
    bill.issuedOn,
    bill.periodStart,
    bill.periodEnd,
    bill.subtotalPence,
    bill.vatPence,
    bill.creditsPence,
    bill.totalPence,
  );
  bill.lines.forEach((line, position) =>
    execute(
      db,
      `INSERT INTO bill_lines (bill_id, position, kind, fuel, description, quantity, unit,
                               rate_pence_x10000, amount_pence, register_id,
                               opening_reading_id, closing_reading_id, calorific_value)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
    ),
  );
  return billId;
}

/** The account's monthly bills, each made from the readings at its period's ends. */
function seedBills(
  db: Db,
  accountId: number,
  spec: AccountSpec,
  periods: ReturnType<typeof billPeriods>,
  registers: readonly BilledRegister[],
): Posting[] {
  return periods.map((period) => {
    const bill = billFor(
      period,
      registers,
      spec.tariffs,
      regionOf(spec),
      referralCredits(spec, period.start, period.end),
    );
    return {
      postedOn: bill.issuedOn,
      kind: 'bill',
      description: `Bill for ${monthName.format(new Date(`${period.month}T00:00:00Z`))}`,
      amountPence: -bill.totalPence,
      billId: insertBill(db, accountId, bill),
    };
  });
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

export function seedAccount(db: Db, customerId: number, spec: AccountSpec, clock: Clock): void {
  const accountId = insertAccount(db, {
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
  const meters = spec.meters.map((meter) =>
    seedMeter(db, accountId, spec, meter, days, clock.today),
  );

  const amountPence = monthlyDirectDebitPence(spec, clock.today);
  const postings = [
    ...seedBills(
      db,
      accountId,
      spec,
      periods,
      meters.flatMap((meter) => meter.registers),
    ),
    ...paymentPostings(spec, amountPence, clock.today),
  ].sort((a, b) => a.postedOn.localeCompare(b.postedOn));
  for (const posting of postings) {
    execute(
      db,
      `INSERT INTO transactions (account_id, posted_on, kind, description, amount_pence, bill_id)
       VALUES (?, ?, ?, ?, ?, ?)`,
      accountId,
      posting.postedOn,
      posting.kind,
      posting.description,
      posting.amountPence,
      posting.billId,
    );
  }

  const { directDebit } = spec;
  insertDirectDebit(db, {
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
    execute(
      db,
      `INSERT INTO referrals (account_id, friend_first_name, status, referred_on, credit_pence)
       VALUES (?, ?, ?, ?, ?)`,
      accountId,
      referral.friendFirstName,
      referral.completed ? 'Completed' : 'Pending',
      referral.referredOn,
      referral.completed ? REFERRAL_REWARD_PENCE : 0,
    );
  }

  if (spec.pendingRenewal) {
    const renewalId = insertId(
      db,
      "INSERT INTO renewals (account_id, status, requested_at) VALUES (?, 'Pending', ?)",
      accountId,
      clock.now,
    );
    const current = spec.tariffs.findIndex(
      (p) => p.from <= clock.today && (p.to === null || clock.today <= p.to),
    );
    for (const meter of meters) {
      const agreementId = meter.agreementIds[current];
      if (agreementId === undefined) continue;
      execute(
        db,
        'INSERT INTO renewal_agreements (renewal_id, agreement_id) VALUES (?, ?)',
        renewalId,
        agreementId,
      );
    }
  }

  seedWarmHomeDiscountMatch(db, accountId, spec, clock.today);

  if (spec.moveOut) {
    const { forwardingAddress: to } = spec.moveOut;
    execute(
      db,
      `INSERT INTO move_outs (account_id, move_out_date, address_line1, address_line2, town,
                              postcode, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'Received', ?)`,
      accountId,
      spec.moveOut.moveOutDate,
      to.line1,
      to.line2,
      to.town,
      to.postcode,
      clock.now,
    );
  }
}
