import { execute, insertId, sql, type Executor } from '../db/sql';

interface Address {
  line1: string;
  line2?: string | null;
  town: string;
  postcode: string;
}

/** An address's four columns, or four NULLs for none. */
export const addressColumns = (address: Address | null | undefined) =>
  [
    address?.line1 ?? null,
    address?.line2 ?? null,
    address?.town ?? null,
    address?.postcode ?? null,
  ] as const;

export interface NewCustomer {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  marketingConsent: boolean;
  evMarketingConsent: boolean;
  admin: boolean;
  /** Where letters and bills go when it is not the supply address. */
  correspondenceAddress?: Address | null;
}

/**
 * A customer with a login (demo personas and sign-ups alike). `confirmedAt`: when the login's
 * owner showed the email is theirs (null: not yet, as for a new sign-up's login).
 */
export function insertCustomer(
  db: Executor,
  person: NewCustomer,
  passwordHash: string,
  createdAt: string,
  confirmedAt: string | null,
): Promise<number> {
  return insertId(
    db,
    sql`INSERT INTO customers (title, first_name, last_name, email, phone, date_of_birth,
       marketing_consent, ev_marketing_consent, is_admin, password_hash, created_at, confirmed_at,
       correspondence_line1, correspondence_line2, correspondence_town, correspondence_postcode)
     VALUES (${sql.join([
       person.title,
       person.firstName,
       person.lastName,
       person.email,
       person.phone,
       person.dateOfBirth,
       person.marketingConsent ? 1 : 0,
       person.evMarketingConsent ? 1 : 0,
       person.admin ? 1 : 0,
       passwordHash,
       createdAt,
       confirmedAt,
       ...addressColumns(person.correspondenceAddress),
     ])}) RETURNING id`,
  );
}

export interface NewMeterPoint {
  fuel: 'electricity' | 'gas';
  /** MPAN core for electricity, MPRN for gas. */
  supplyNumber: string;
  meterType: 'standard' | 'economy7' | 'smart';
  serial: string;
}

export function insertMeterPoint(
  db: Executor,
  accountId: number,
  meter: NewMeterPoint,
): Promise<number> {
  return insertId(
    db,
    sql`INSERT INTO meter_points (account_id, fuel, mpan, mprn, meter_type, meter_serial)
     VALUES (${sql.join([
       accountId,
       meter.fuel,
       meter.fuel === 'electricity' ? meter.supplyNumber : null,
       meter.fuel === 'gas' ? meter.supplyNumber : null,
       meter.meterType,
       meter.serial,
     ])}) RETURNING id`,
  );
}

/** A register: electricity counts kWh on 6 dials, gas cubic metres on 5. */
export function insertRegister(
  db: Executor,
  meterPointId: number,
  fuel: 'electricity' | 'gas',
  name: 'standard' | 'day' | 'night',
  estimatedAnnualKwh: number,
): Promise<number> {
  return insertId(
    db,
    sql`INSERT INTO registers (meter_point_id, name, unit, digits, estimated_annual_kwh)
     VALUES (${sql.join([
       meterPointId,
       name,
       fuel === 'gas' ? 'm3' : 'kWh',
       fuel === 'gas' ? 5 : 6,
       estimatedAnnualKwh,
     ])}) RETURNING id`,
  );
}

export interface NewAccount {
  number: string;
  customerId: number;
  supplyAddress: Address;
  openedOn: string;
  referralCode: string;
  accountUnlocked: boolean;
  accountRestricted?: boolean;
  blacklistedVoucher?: boolean;
  smartMeterBookingEligible: boolean;
}

const flag = (value: boolean | undefined) => (value ? 1 : 0);

/** A supply account (demo personas and sign-ups alike). */
export function insertAccount(db: Executor, account: NewAccount): Promise<number> {
  const { supplyAddress: supply } = account;
  return insertId(
    db,
    sql`INSERT INTO accounts (number, customer_id, address_line1, address_line2, town, postcode,
       opened_on, account_unlocked, account_restricted, blacklisted_voucher,
       smart_meter_booking_eligible, referral_code)
     VALUES (${sql.join([
       account.number,
       account.customerId,
       supply.line1,
       supply.line2 ?? null,
       supply.town,
       supply.postcode,
       account.openedOn,
       flag(account.accountUnlocked),
       flag(account.accountRestricted),
       flag(account.blacklistedVoucher),
       flag(account.smartMeterBookingEligible),
       account.referralCode,
     ])}) RETURNING id`,
  );
}

export interface NewAgreement {
  accountId: number;
  meterPointId: number;
  tariffCode: string;
  startDate: string;
  /** Null while a variable agreement runs on. */
  endDate: string | null;
  exitFeePence: number;
  /** The distribution region whose prices were quoted; demo agreements have none. */
  regionId?: number;
}

/** A meter point's supply on one tariff for a period. */
export function insertAgreement(db: Executor, agreement: NewAgreement): Promise<number> {
  return insertId(
    db,
    sql`INSERT INTO agreements (account_id, meter_point_id, tariff_code, start_date, end_date,
                             exit_fee_pence, region_id)
     VALUES (${sql.join([
       agreement.accountId,
       agreement.meterPointId,
       agreement.tariffCode,
       agreement.startDate,
       agreement.endDate,
       agreement.exitFeePence,
       agreement.regionId ?? null,
     ])}) RETURNING id`,
  );
}

export interface NewDirectDebit {
  accountId: number;
  amountPence: number;
  dayOfMonth: number;
  accountHolder: string;
  /** `**-**-12`: only the last two digits are ever stored. */
  sortCodeMasked: string;
  /** `******78` */
  accountNumberMasked: string;
  /** Empty when we do not know the bank. */
  bankName: string;
  /** Keyed hash of the full bank details; none for demo data. */
  bankDetailsHash?: string;
  /** When the account holder confirmed the mandate; none for demo data. */
  mandateConfirmedAt?: string;
  updatedAt: string;
}

/** An account's Direct Debit, with masked bank details. */
export function insertDirectDebit(db: Executor, directDebit: NewDirectDebit): Promise<unknown> {
  return execute(
    db,
    sql`INSERT INTO direct_debits (account_id, amount_pence, day_of_month, account_holder,
       sort_code_masked, account_number_masked, bank_name, bank_details_hash,
       mandate_confirmed_at, updated_at)
     VALUES (${sql.join([
       directDebit.accountId,
       directDebit.amountPence,
       directDebit.dayOfMonth,
       directDebit.accountHolder,
       directDebit.sortCodeMasked,
       directDebit.accountNumberMasked,
       directDebit.bankName,
       directDebit.bankDetailsHash ?? null,
       directDebit.mandateConfirmedAt ?? null,
       directDebit.updatedAt,
     ])})`,
  );
}
