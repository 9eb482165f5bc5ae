import { execute, insertId, sqlFlag, type Executor } from '../db/sql';
import type { Row } from '../db/schema';

interface Address {
  line1: string;
  line2?: string | null;
  town: string;
  postcode: string;
}

/** The customer's correspondence address columns, or four NULLs for none. */
export const correspondenceColumns = (address: Address | null | undefined) => ({
  correspondence_line1: address?.line1 ?? null,
  correspondence_line2: address?.line2 ?? null,
  correspondence_town: address?.town ?? null,
  correspondence_postcode: address?.postcode ?? null,
});

export interface NewCustomer {
  title: Row<'customers'>['title'];
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
    db
      .insertInto('customers')
      .values({
        title: person.title,
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        phone: person.phone,
        date_of_birth: person.dateOfBirth,
        marketing_consent: sqlFlag(person.marketingConsent),
        ev_marketing_consent: sqlFlag(person.evMarketingConsent),
        is_admin: sqlFlag(person.admin),
        password_hash: passwordHash,
        created_at: createdAt,
        confirmed_at: confirmedAt,
        ...correspondenceColumns(person.correspondenceAddress),
      })
      .returning('id'),
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
    db
      .insertInto('meter_points')
      .values({
        account_id: accountId,
        fuel: meter.fuel,
        mpan: meter.fuel === 'electricity' ? meter.supplyNumber : null,
        mprn: meter.fuel === 'gas' ? meter.supplyNumber : null,
        meter_type: meter.meterType,
        meter_serial: meter.serial,
      })
      .returning('id'),
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
    db
      .insertInto('registers')
      .values({
        meter_point_id: meterPointId,
        name,
        unit: fuel === 'gas' ? 'm3' : 'kWh',
        digits: fuel === 'gas' ? 5 : 6,
        estimated_annual_kwh: estimatedAnnualKwh,
      })
      .returning('id'),
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

/** A supply account (demo personas and sign-ups alike). */
export function insertAccount(db: Executor, account: NewAccount): Promise<number> {
  const { supplyAddress: supply } = account;
  return insertId(
    db,
    db
      .insertInto('accounts')
      .values({
        number: account.number,
        customer_id: account.customerId,
        address_line1: supply.line1,
        address_line2: supply.line2 ?? null,
        town: supply.town,
        postcode: supply.postcode,
        opened_on: account.openedOn,
        account_unlocked: sqlFlag(account.accountUnlocked),
        account_restricted: sqlFlag(account.accountRestricted),
        blacklisted_voucher: sqlFlag(account.blacklistedVoucher),
        smart_meter_booking_eligible: sqlFlag(account.smartMeterBookingEligible),
        referral_code: account.referralCode,
      })
      .returning('id'),
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
    db
      .insertInto('agreements')
      .values({
        account_id: agreement.accountId,
        meter_point_id: agreement.meterPointId,
        tariff_code: agreement.tariffCode,
        start_date: agreement.startDate,
        end_date: agreement.endDate,
        exit_fee_pence: agreement.exitFeePence,
        region_id: agreement.regionId ?? null,
      })
      .returning('id'),
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
    db.insertInto('direct_debits').values({
      account_id: directDebit.accountId,
      amount_pence: directDebit.amountPence,
      day_of_month: directDebit.dayOfMonth,
      account_holder: directDebit.accountHolder,
      sort_code_masked: directDebit.sortCodeMasked,
      account_number_masked: directDebit.accountNumberMasked,
      bank_name: directDebit.bankName,
      bank_details_hash: directDebit.bankDetailsHash ?? null,
      mandate_confirmed_at: directDebit.mandateConfirmedAt ?? null,
      updated_at: directDebit.updatedAt,
    }),
  );
}
