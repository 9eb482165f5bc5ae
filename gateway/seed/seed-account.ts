import {
  insertAccount,
  insertAgreement,
  insertDirectDebit,
  insertId,
  insertMeterPoint,
  insertRegister,
} from '../accounts/insert-rows';
import { isRegionId, type RegionId } from '@/lib/gateway/contract/regions';
import type { Db } from '../db/database';
import { execute } from '../db/query';
import { addDays, addMonths, daysBetween, nextDayOfMonth, startOfMonth } from '../dates';
import { REFERRAL_REWARD_PENCE } from '../referrals/reward';
import { billFor, productFor, type SimulatedRegister } from './billing';
import { GAS_KWH_PER_CUBIC_METRE, VAT_PERCENT } from '../energy';
import { simulateDailyKwh } from './consumption';
import type { AccountSpec, MeterSpec } from './personas';

interface Clock {
  today: string;
  now: string;
}

/** Days from opening to yesterday: the days with complete usage. */
function historyLength(spec: AccountSpec, today: string) {
  return Math.max(0, daysBetween(spec.openedOn, today));
}

function simulate(spec: AccountSpec, meter: MeterSpec, today: string): SimulatedRegister[] {
  return Object.entries(meter.annualKwh).map(([name, annualKwh]) => ({
    meter,
    name: name === 'day' || name === 'night' ? name : 'standard',
    daily: simulateDailyKwh(
      annualKwh,
      meter.fuel,
      spec.openedOn,
      historyLength(spec, today),
      `${meter.supplyNumber}/${name}`,
    ),
  }));
}

/** The meter's dial after `days` days: kWh for electricity, cubic metres for gas. */
function meterValue(register: SimulatedRegister, days: number): number {
  const kwh = register.daily.slice(0, days).reduce((sum, used) => sum + used, 0);
  const units = register.meter.fuel === 'gas' ? kwh / GAS_KWH_PER_CUBIC_METRE : kwh;
  return register.meter.firstReading + Math.floor(units);
}

/** Smart meters send a reading on the 1st of each month; others are read every 13 weeks. */
function readingDays(spec: AccountSpec, meter: MeterSpec, today: string): string[] {
  const days = [spec.openedOn];
  if (meter.type === 'smart') {
    for (
      let day = addMonths(startOfMonth(spec.openedOn), 1);
      day <= today;
      day = addMonths(day, 1)
    ) {
      days.push(day);
    }
  } else {
    for (let day = addDays(spec.openedOn, 91); day < today; day = addDays(day, 91)) days.push(day);
  }
  return days;
}

/** The distribution region of the home: the first two digits of its electricity supply number. */
function regionOf(spec: AccountSpec): RegionId {
  const electricity = spec.meters.find((meter) => meter.fuel === 'electricity');
  const region = Number(electricity?.supplyNumber.slice(0, 2));
  if (!isRegionId(region)) throw new Error(`Account ${spec.number} has no electricity region`);
  return region;
}

function seedMeter(db: Db, accountId: number, spec: AccountSpec, meter: MeterSpec, clock: Clock) {
  const meterPointId = insertMeterPoint(db, accountId, { ...meter, meterType: meter.type });
  const registers = simulate(spec, meter, clock.today);
  for (const register of registers) {
    const annualKwh = meter.annualKwh;
    const registerId = insertRegister(
      db,
      meterPointId,
      meter.fuel,
      register.name,
      'standard' in annualKwh
        ? annualKwh.standard
        : annualKwh[register.name === 'night' ? 'night' : 'day'],
    );
    for (const day of readingDays(spec, meter, clock.today)) {
      execute(
        db,
        `INSERT INTO readings (register_id, read_on, value, source, submitted_at)
         VALUES (?, ?, ?, ?, ?)`,
        registerId,
        day,
        meterValue(register, daysBetween(spec.openedOn, day)),
        meter.type === 'smart' ? 'smart' : 'customer',
        `${day}T09:00:00.000Z`,
      );
    }
    if (meter.type === 'smart') {
      register.daily.forEach((kwh, i) =>
        execute(
          db,
          'INSERT INTO daily_usage (register_id, day, wh) VALUES (?, ?, ?)',
          registerId,
          addDays(spec.openedOn, i),
          Math.round(kwh * 1000),
        ),
      );
    }
  }
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

/** Monthly bills for each whole month since opening whose bill has been issued by today. */
function seedBills(
  db: Db,
  accountId: number,
  spec: AccountSpec,
  registers: SimulatedRegister[],
  today: string,
) {
  const postings: Posting[] = [];
  for (let month = startOfMonth(spec.openedOn); ; month = addMonths(month, 1)) {
    const periodStart = month < spec.openedOn ? spec.openedOn : month;
    const periodEnd = addDays(addMonths(month, 1), -1);
    const bill = billFor(
      spec.openedOn,
      periodStart,
      periodEnd,
      registers,
      spec.tariffs,
      referralCredits(spec, periodStart, periodEnd),
    );
    if (bill.issuedOn > today) break;
    const billId = insertId(
      db,
      `INSERT INTO bills (account_id, issued_on, period_start, period_end, subtotal_pence,
                          vat_pence, credits_pence, total_pence)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      accountId,
      bill.issuedOn,
      periodStart,
      periodEnd,
      bill.subtotalPence,
      bill.vatPence,
      bill.creditsPence,
      bill.totalPence,
    );
    bill.lines.forEach((line, position) =>
      execute(
        db,
        `INSERT INTO bill_lines (bill_id, position, kind, fuel, description, quantity, unit,
                                 rate_pence_x100, amount_pence)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        billId,
        position,
        line.kind,
        line.fuel,
        line.description,
        line.quantity,
        line.unit,
        line.ratePenceX100,
        line.amountPence,
      ),
    );
    postings.push({
      postedOn: bill.issuedOn,
      kind: 'bill',
      description: `Bill for ${monthName.format(new Date(`${month}T00:00:00Z`))}`,
      amountPence: -bill.totalPence,
      billId,
    });
  }
  return postings;
}

/** Roughly a twelfth of a year's cost, to the pound, from the registers' yearly use. */
function monthlyDirectDebitPence(spec: AccountSpec, today: string): number {
  const phase = spec.tariffs.find((p) => p.from <= today && (p.to === null || today <= p.to));
  if (!phase) throw new Error(`Account ${spec.number} has no tariff today`);
  const yearlyPenceX100 = spec.meters.reduce((sum, meter) => {
    const product = productFor(phase, meter);
    const energy = Object.entries(meter.annualKwh).reduce(
      (total, [name, kwh]) =>
        total + kwh * (product.rates[name === 'day' || name === 'night' ? name : 'standard'] ?? 0),
      0,
    );
    return sum + energy + 365 * product.standingChargePenceX100;
  }, 0);
  // VAT, plus a tenth so that the winter months do not leave the account in debit.
  return Math.ceil((yearlyPenceX100 * (1 + VAT_PERCENT / 100) * 1.1) / 100 / 12 / 100) * 100;
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
    warmHomeDiscountEligible: spec.warmHomeDiscountEligible,
  });
  const meters = spec.meters.map((meter) => seedMeter(db, accountId, spec, meter, clock));

  const amountPence = monthlyDirectDebitPence(spec, clock.today);
  const postings = [
    ...seedBills(
      db,
      accountId,
      spec,
      meters.flatMap((meter) => meter.registers),
      clock.today,
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
