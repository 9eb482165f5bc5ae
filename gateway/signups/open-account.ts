import { randomInt } from 'node:crypto';
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
import { inTransaction, type Executor } from '../db/sql';
import { firstDirectDebitDate } from '../quotes/supply-dates';
import type { StoredBankDetails } from '../bank-details';
import type { SignupToOpen } from './check-signup';
import { recordAttribution } from './attribution';
import { keepChosenQuote } from '../quotes/quote-store';
import { recordExtraSupport } from './extra-support';
import { accountNumberTaken, insertSignup, referralCodeTaken } from './queries';

const digits = (length: number) => String(randomInt(10 ** (length - 1), 10 ** length));
const letters = (length: number) =>
  Array.from({ length }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ'[randomInt(24)]).join('');

/**
 * A new account number that no account has, nor any sign-up waiting for the owner of its email
 * to accept it (its answer gave the number already).
 */
export async function unusedAccountNumber(db: Executor): Promise<string> {
  for (;;) {
    const number = `5${digits(7)}`;
    if (!(await accountNumberTaken(db, number))) return number;
  }
}

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

async function newReferralCode(db: Executor, firstName: string): Promise<string> {
  const prefix =
    firstName
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 8) || 'SO';
  for (;;) {
    const code = `${prefix}-${letters(1)}${digits(1)}${letters(1)}${digits(1)}`;
    if (!(await referralCodeTaken(db, code))) return code;
  }
}

/** The quoted fuels' meter points, each with its agreement at the quoted prices. */
async function supplyQuotedFuels(
  db: Executor,
  accountId: number,
  { quoted, home, supplyStartDate }: SignupToOpen,
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

/** The answer to a sign-up that opens (or will open) its account under `accountNumber`. */
export function signupAnswer(toOpen: SignupToOpen, accountNumber: string): SignupResult {
  const { signup, quoted, supplyStartDate } = toOpen;
  return {
    accountNumber,
    email: signup.personalDetails.email,
    tariffName: quoted.quote.tariffName,
    supplyStartDate,
    firstDirectDebit: {
      date: firstDirectDebitDate(supplyStartDate, signup.payment.directDebitDayOfMonth),
      amountPence: Math.round(quoted.quote.costPerMonthInPounds * 100),
    },
  };
}

/**
 * Writes the new account, with a new login (unconfirmed) unless it opens under an existing one:
 * the account (locked until the switch completes), meter points with their registers, an
 * agreement per fuel at the region's quoted prices, and the Direct Debit with masked bank
 * details. Runs inside the caller's transaction; gives the new account's id, its login and the
 * answer to the sign-up.
 */
async function openAccount(
  db: Executor,
  toOpen: SignupToOpen,
  login: AccountLogin,
  bank: StoredBankDetails,
  now: Date,
  accountNumber: string,
): Promise<{ accountId: number; customerId: number; result: SignupResult }> {
  const { signup, home } = toOpen;
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
  const accountId = await insertAccount(db, {
    number: accountNumber,
    customerId,
    supplyAddress: home,
    openedOn: londonToday(now),
    referralCode: await newReferralCode(db, person.firstName),
    accountUnlocked: false,
    smartMeterBookingEligible: home.meterType !== 'smart',
  });
  await supplyQuotedFuels(db, accountId, toOpen);
  await recordExtraSupport(db, accountId, person.extraSupport, now);

  const result = signupAnswer(toOpen, accountNumber);
  await insertDirectDebit(db, {
    accountId,
    amountPence: result.firstDirectDebit.amountPence,
    dayOfMonth: payment.directDebitDayOfMonth,
    accountHolder: payment.accountHolderName,
    sortCodeMasked: bank.sortCodeMasked,
    accountNumberMasked: bank.accountNumberMasked,
    bankName: '',
    bankDetailsHash: bank.hash,
    mandateConfirmedAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  return { accountId, customerId, result };
}

/** How the sign-up's row in `signups` is kept: for Idempotency-Key replays, one per quote. */
export interface SignupRecord {
  quoteId: string;
  idempotencyKey: string | null;
  fingerprint: string;
  /** The answer replays give (default: this opening's): a waiting sign-up's was given already. */
  responseBody?: string;
  /** The number the answer gave (default: a new one). */
  accountNumber?: string;
}

/**
 * Opens a sign-up's account (`openAccount`), records where it came from, keeps the chosen
 * quote and the sign-up's row, in one transaction (or the caller's).
 */
export function openSignedUpAccount(
  db: Executor,
  toOpen: SignupToOpen,
  login: AccountLogin,
  bank: StoredBankDetails,
  now: Date,
  record: SignupRecord,
): Promise<{ customerId: number; result: SignupResult }> {
  return inTransaction(db, async (transaction) => {
    const accountNumber = record.accountNumber ?? (await unusedAccountNumber(transaction));
    const { accountId, customerId, result } = await openAccount(
      transaction,
      toOpen,
      login,
      bank,
      now,
      accountNumber,
    );
    const attribution = await recordAttribution(transaction, toOpen, accountId, now);
    await keepChosenQuote(transaction, toOpen.quoted, now);
    await insertSignup(transaction, {
      quote_request_id: toOpen.quoted.requestId,
      quote_id: record.quoteId,
      account_id: accountId,
      idempotency_key: record.idempotencyKey,
      request_fingerprint: record.fingerprint,
      response_body: record.responseBody ?? JSON.stringify(result),
      created_at: now.toISOString(),
      referral_code: attribution.referralCode,
      referrer_account_id: attribution.referrerAccountId,
      agent_id: attribution.agentId,
      partner_id: attribution.partnerId,
    });
    return { customerId, result };
  });
}
