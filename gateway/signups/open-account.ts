import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { SignupResult } from '@/lib/gateway/contract/signups';
import { addDays, addMonths, londonToday } from '../dates';
import {
  insertCustomer,
  insertId,
  insertMeterPoint,
  insertRegister,
  type NewMeterPoint,
} from '../accounts/insert-rows';
import type { Db } from '../db/database';
import { execute, queryOne } from '../db/query';
import { firstDirectDebitDate } from '../quotes/supply-dates';
import type { StoredBankDetails } from './bank-details';
import type { CheckedSignup } from './check-signup';

/** A fresh value from `make` that no account has in `column` yet. */
function unused(db: Db, column: 'number' | 'referral_code', make: () => string): string {
  for (;;) {
    const value = make();
    const taken = queryOne(
      db,
      z.object({ found: z.number() }),
      `SELECT 1 AS found FROM accounts WHERE ${column} = ?`,
      value,
    );
    if (!taken) return value;
  }
}

const digits = (length: number) => String(randomInt(10 ** (length - 1), 10 ** length));
const letters = (length: number) =>
  Array.from({ length }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(24)]).join('');

interface Register {
  name: 'standard' | 'day' | 'night';
  kwh: number;
}

function addMeterPoint(
  db: Db,
  accountId: number,
  meter: Omit<NewMeterPoint, 'serial'>,
  registers: readonly Register[],
): number {
  const serial =
    meter.fuel === 'electricity'
      ? `${digits(2)}${letters(1)}${digits(7)}`
      : `G4${letters(1)}${digits(8)}`;
  const meterPointId = insertMeterPoint(db, accountId, { ...meter, serial });
  for (const register of registers) {
    insertRegister(db, meterPointId, meter.fuel, register.name, Math.round(register.kwh));
  }
  return meterPointId;
}

/**
 * Writes the new customer: login, account (locked until the switch completes), meter points
 * with their registers, an agreement per fuel at the region's quoted prices, and the Direct
 * Debit with masked bank details. Runs inside the caller's transaction.
 */
export function openAccount(
  db: Db,
  { signup, quoted, home, supplyStartDate }: CheckedSignup,
  passwordHash: string,
  bank: StoredBankDetails,
  now: Date,
): SignupResult {
  const { personalDetails: person, payment, billingAddress } = signup;
  const { quote } = quoted;
  const customerId = insertCustomer(
    db,
    { ...person, admin: false },
    passwordHash,
    now.toISOString(),
  );
  const accountNumber = unused(db, 'number', () => `5${digits(7)}`);
  const referralCode = unused(
    db,
    'referral_code',
    () =>
      `${
        person.firstName
          .toUpperCase()
          .replace(/[^A-Z]/g, '')
          .slice(0, 8) || 'SO'
      }-${letters(1)}${digits(1)}${letters(1)}${digits(1)}`,
  );
  const accountId = insertId(
    db,
    `INSERT INTO accounts (number, customer_id, address_line1, address_line2, town, postcode,
       opened_on, account_unlocked, smart_meter_booking_eligible, referral_code,
       billing_line1, billing_line2, billing_town, billing_postcode)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
    accountNumber,
    customerId,
    home.line1,
    home.line2,
    home.town,
    home.postcode,
    londonToday(now),
    home.meterType === 'smart' ? 0 : 1,
    referralCode,
    billingAddress?.line1 ?? null,
    billingAddress?.line2 ?? null,
    billingAddress?.town ?? null,
    billingAddress?.postcode ?? null,
  );

  const endDate =
    quote.tariffLengthInMonths === null
      ? null
      : addDays(addMonths(supplyStartDate, quote.tariffLengthInMonths), -1);
  const agree = (meterPointId: number, tariffCode: string) =>
    execute(
      db,
      `INSERT INTO agreements (account_id, meter_point_id, tariff_code, start_date, end_date,
                               exit_fee_pence, region_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      accountId,
      meterPointId,
      tariffCode,
      supplyStartDate,
      endDate,
      Math.round(quote.earlyExitFeePerFuelInPounds * 100),
      quoted.regionId,
    );

  if (quote.elecProductCode && quote.elecConsumptionPerYearInKwh !== null) {
    const registers: Register[] =
      quote.elecProductType === 'Eco7'
        ? quote.elecRates.map((rate) => ({
            name: rate.name === 'night' ? 'night' : 'day',
            kwh: rate.eco7ElecConsumptionPerYearInKwh ?? 0,
          }))
        : [{ name: 'standard', kwh: quote.elecConsumptionPerYearInKwh }];
    const meterType =
      quote.elecProductType === 'Eco7' && home.meterType !== 'smart' ? 'economy7' : home.meterType;
    agree(
      addMeterPoint(
        db,
        accountId,
        { fuel: 'electricity', supplyNumber: home.mpan, meterType },
        registers,
      ),
      quote.elecProductCode,
    );
  }
  if (quote.gasProductCode && home.mprn && quote.gasConsumptionPerYearInKwh !== null) {
    agree(
      addMeterPoint(
        db,
        accountId,
        {
          fuel: 'gas',
          supplyNumber: home.mprn,
          meterType: home.meterType === 'smart' ? 'smart' : 'standard',
        },
        [{ name: 'standard', kwh: quote.gasConsumptionPerYearInKwh }],
      ),
      quote.gasProductCode,
    );
  }

  const firstDirectDebit = {
    date: firstDirectDebitDate(supplyStartDate, payment.directDebitDayOfMonth),
    amountPence: Math.round(quote.costPerMonthInPounds * 100),
  };
  execute(
    db,
    `INSERT INTO direct_debits (account_id, amount_pence, day_of_month, account_holder,
       sort_code_masked, account_number_masked, bank_name, bank_details_hash,
       mandate_confirmed_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, '', ?, ?, ?)`,
    accountId,
    firstDirectDebit.amountPence,
    payment.directDebitDayOfMonth,
    payment.accountHolderName,
    bank.sortCodeMasked,
    bank.accountNumberMasked,
    bank.hash,
    now.toISOString(),
    now.toISOString(),
  );
  return {
    accountNumber,
    email: person.email,
    tariffName: quote.tariffName,
    supplyStartDate,
    firstDirectDebit,
  };
}
