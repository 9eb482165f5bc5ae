import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { SignupResult } from '@/lib/gateway/contract/signups';
import { addDays, addMonths, londonToday } from '@/lib/iso-date';
import {
  insertAccount,
  insertAgreement,
  insertCustomer,
  insertDirectDebit,
  insertMeterPoint,
  insertRegister,
  type NewMeterPoint,
} from '../accounts/insert-rows';
import { queryOne, sql, type Executor } from '../db/sql';
import { firstDirectDebitDate } from '../quotes/supply-dates';
import type { StoredBankDetails } from '../bank-details';
import type { CheckedSignup } from './check-signup';
import { recordExtraSupport } from './extra-support';

/** A fresh value from `make` that no account has in `column` yet. */
async function unused(
  db: Executor,
  column: 'number' | 'referral_code',
  make: () => string,
): Promise<string> {
  for (;;) {
    const value = make();
    const taken = await queryOne(
      db,
      z.object({ found: z.number() }),
      sql`SELECT 1 AS found FROM accounts WHERE ${sql.ref(column)} = ${value}`,
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

async function addMeterPoint(
  db: Executor,
  accountId: number,
  meter: Omit<NewMeterPoint, 'serial'>,
  registers: readonly Register[],
): Promise<number> {
  const serial =
    meter.fuel === 'electricity'
      ? `${digits(2)}${letters(1)}${digits(7)}`
      : `G4${letters(1)}${digits(8)}`;
  const meterPointId = await insertMeterPoint(db, accountId, { ...meter, serial });
  for (const register of registers) {
    await insertRegister(db, meterPointId, meter.fuel, register.name, Math.round(register.kwh));
  }
  return meterPointId;
}

function newReferralCode(db: Executor, firstName: string): Promise<string> {
  const prefix =
    firstName
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 8) || 'SO';
  return unused(
    db,
    'referral_code',
    () => `${prefix}-${letters(1)}${digits(1)}${letters(1)}${digits(1)}`,
  );
}

/** The quoted fuels' meter points, each with its agreement at the quoted prices. */
async function supplyQuotedFuels(
  db: Executor,
  accountId: number,
  { quoted, home, supplyStartDate }: CheckedSignup,
): Promise<void> {
  const { quote } = quoted;
  const endDate =
    quote.tariffLengthInMonths === null
      ? null
      : addDays(addMonths(supplyStartDate, quote.tariffLengthInMonths), -1);
  const agree = (meterPointId: number, tariffCode: string) =>
    insertAgreement(db, {
      accountId,
      meterPointId,
      tariffCode,
      startDate: supplyStartDate,
      endDate,
      exitFeePence: Math.round(quote.earlyExitFeePerFuelInPounds * 100),
      regionId: quoted.regionId,
    });

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
    await agree(
      await addMeterPoint(
        db,
        accountId,
        { fuel: 'electricity', supplyNumber: home.mpan, meterType },
        registers,
      ),
      quote.elecProductCode,
    );
  }
  if (quote.gasProductCode && home.mprn && quote.gasConsumptionPerYearInKwh !== null) {
    await agree(
      await addMeterPoint(
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
}

/** Whose login the account opens under: a new one with the chosen password, or an existing one. */
export type AccountLogin = { passwordHash: string } | { customerId: number };

/**
 * Writes the new account, with a new login unless it is added to an existing one: the account
 * (locked until the switch completes), meter points with their registers, an agreement per fuel
 * at the region's quoted prices, and the Direct Debit with masked bank details. Runs inside the
 * caller's transaction; gives the new account's id and the answer to the sign-up.
 */
export async function openAccount(
  db: Executor,
  checked: CheckedSignup,
  login: AccountLogin,
  bank: StoredBankDetails,
  now: Date,
): Promise<{ accountId: number; result: SignupResult }> {
  const { signup, quoted, home, supplyStartDate } = checked;
  const { personalDetails: person, payment } = signup;
  const customerId =
    'customerId' in login
      ? login.customerId
      : await insertCustomer(
          db,
          { ...person, admin: false, correspondenceAddress: signup.billingAddress },
          login.passwordHash,
          now.toISOString(),
          null,
        );
  const accountNumber = await unused(db, 'number', () => `5${digits(7)}`);
  const accountId = await insertAccount(db, {
    number: accountNumber,
    customerId,
    supplyAddress: home,
    openedOn: londonToday(now),
    referralCode: await newReferralCode(db, person.firstName),
    accountUnlocked: false,
    smartMeterBookingEligible: home.meterType !== 'smart',
  });
  await supplyQuotedFuels(db, accountId, checked);
  await recordExtraSupport(db, accountId, person.extraSupport, now);

  const firstDirectDebit = {
    date: firstDirectDebitDate(supplyStartDate, payment.directDebitDayOfMonth),
    amountPence: Math.round(quoted.quote.costPerMonthInPounds * 100),
  };
  await insertDirectDebit(db, {
    accountId,
    amountPence: firstDirectDebit.amountPence,
    dayOfMonth: payment.directDebitDayOfMonth,
    accountHolder: payment.accountHolderName,
    sortCodeMasked: bank.sortCodeMasked,
    accountNumberMasked: bank.accountNumberMasked,
    bankName: '',
    bankDetailsHash: bank.hash,
    mandateConfirmedAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  return {
    accountId,
    result: {
      accountNumber,
      email: person.email,
      tariffName: quoted.quote.tariffName,
      supplyStartDate,
      firstDirectDebit,
    },
  };
}
