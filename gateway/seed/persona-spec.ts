import type { TariffFamily } from './tariff-catalogue';

/** What the seed builds a demo customer from (personas.ts). */

export interface MeterSpec {
  fuel: 'electricity' | 'gas';
  type: 'standard' | 'economy7' | 'smart';
  /** MPAN core for electricity, MPRN for gas. */
  supplyNumber: string;
  serial: string;
  /** Yearly kWh per register: { standard } or, for Economy 7, { day, night }. */
  annualKwh: { standard: number } | { day: number; night: number };
  firstReading: number;
}

export interface TariffPhase {
  family: TariffFamily;
  from: string;
  /** Inclusive; null for a variable tariff that runs on. */
  to: string | null;
}

export interface AccountSpec {
  number: string;
  address: { line1: string; line2: string | null; town: string; postcode: string };
  openedOn: string;
  accountUnlocked: boolean;
  accountRestricted: boolean;
  blacklistedVoucher: boolean;
  smartMeterBookingEligible: boolean;
  referralCode: string;
  meters: MeterSpec[];
  tariffs: TariffPhase[];
  directDebit: {
    dayOfMonth: number;
    accountHolder: string;
    bankName: string;
    sortCodeLastDigits: string;
    /** The last two digits: all the gateway keeps of an account number. */
    accountNumberLastDigits: string;
    /** Payments stop from this date (a customer who has fallen behind). */
    stoppedOn?: string;
  };
  referrals?: { friendFirstName: string; referredOn: string; completed: boolean }[];
  /** A refund of credit paid back to the customer's bank. */
  refund?: { postedOn: string; amountPence: number };
  pendingRenewal?: boolean;
  /**
   * The smart meter's trouble: it has sent nothing since `silentSince`, and sent nothing for
   * the days from `gap.from` to `gap.to` (inclusive) either.
   */
  smartOutage?: { silentSince: string; gap: { from: string; to: string } };
  moveOut?: {
    moveOutDate: string;
    forwardingAddress: { line1: string; line2: string | null; town: string; postcode: string };
  };
  /**
   * What the government's Warm Home Discount matching found this scheme year (none: not
   * matched). Paid, it is also a credit on the account.
   */
  warmHomeDiscount?:
    | { status: 'matched' }
    | { status: 'confirm-by-phone'; confirmBy: string }
    | { status: 'paid'; paidOn: string };
}

export interface PersonaSpec {
  email: string;
  title: 'Mr' | 'Mrs' | 'Miss' | 'Ms' | 'Mx' | 'Dr';
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
  marketingConsent: boolean;
  evMarketingConsent: boolean;
  admin: boolean;
  accounts: AccountSpec[];
}
