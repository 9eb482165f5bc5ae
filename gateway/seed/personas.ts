import { schemeYearOf } from '@/lib/gateway/contract/warm-home-discount-scheme';
import { addDays, addMonths, startOfMonth } from '@/lib/iso-date';
import { mpanCore } from './meter-numbers';
import { SO_FIXED_12M, SO_FIXED_24M, SO_FLEX, type TariffFamily } from './tariff-catalogue';

/**
 * The demo customers (README "Demo logins"), each a small story told relative to the day the
 * database is seeded, so "a fixed tariff ending in 40 days" holds on any date.
 */

export const DEMO_PASSWORD = 'demo-password-2026';

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

/** A fixed tariff of `months` that ends on `end` (inclusive). */
function fixedUntil(family: TariffFamily, months: number, end: string): TariffPhase {
  return { family, from: addDays(addMonths(end, -months), 1), to: end };
}

/** Paid over the winter: lately, but within this scheme year. */
function discountPaidOn(today: string): string {
  const lately = addDays(today, -12);
  const { from } = schemeYearOf(today);
  return lately < from ? from : lately;
}

/** Variable until the day before `next` starts. */
function flexBefore(from: string, next: TariffPhase): TariffPhase {
  return { family: SO_FLEX, from, to: addDays(next.from, -1) };
}

const NO_FLAGS = {
  accountUnlocked: true,
  accountRestricted: false,
  blacklistedVoucher: false,
  smartMeterBookingEligible: false,
};

function alex(today: string): PersonaSpec {
  const openedOn = addDays(startOfMonth(addMonths(today, -15)), 9);
  const fixedTariff = fixedUntil(SO_FIXED_12M, 12, addDays(today, 40));
  return {
    email: 'alex@example.com',
    title: 'Mr',
    firstName: 'Alex',
    lastName: 'Morgan',
    phone: '07700900123',
    dateOfBirth: '1987-06-14',
    marketingConsent: true,
    evMarketingConsent: false,
    admin: false,
    accounts: [
      {
        ...NO_FLAGS,
        number: '40318275',
        address: {
          line1: '14 Ashley Down Road',
          line2: null,
          town: 'Bristol',
          postcode: 'BS7 9JN',
        },
        openedOn,
        referralCode: 'ALEX-M7Q2',
        meters: [
          {
            fuel: 'electricity',
            type: 'smart',
            supplyNumber: mpanCore(22, 4_801_557_320),
            serial: '21L4815162',
            annualKwh: { standard: 2_900 },
            firstReading: 18_204,
          },
          {
            fuel: 'gas',
            type: 'smart',
            supplyNumber: '7486051203',
            serial: 'G4P00812345',
            annualKwh: { standard: 11_800 },
            firstReading: 4_512,
          },
        ],
        tariffs: [flexBefore(openedOn, fixedTariff), fixedTariff],
        directDebit: {
          dayOfMonth: 15,
          accountHolder: 'Mr A Morgan',
          bankName: 'Lloyds Bank',
          sortCodeLastDigits: '47',
          accountNumberLastDigits: '21',
        },
        referrals: [
          { friendFirstName: 'Hannah', referredOn: addMonths(today, -9), completed: true },
          { friendFirstName: 'Tom', referredOn: addMonths(today, -4), completed: true },
          { friendFirstName: 'Ollie', referredOn: addDays(today, -6), completed: false },
        ],
        refund: { postedOn: addMonths(today, -7), amountPence: 6_000 },
        warmHomeDiscount: { status: 'matched' },
      },
    ],
  };
}

function sam(today: string): PersonaSpec {
  const leedsOpened = addMonths(today, -20);
  const twoYearFix = fixedUntil(SO_FIXED_24M, 24, addMonths(today, 16));
  return {
    email: 'sam@example.com',
    title: 'Ms',
    firstName: 'Sam',
    lastName: 'Patel',
    phone: '07700900456',
    dateOfBirth: '1979-11-02',
    marketingConsent: false,
    evMarketingConsent: true,
    admin: false,
    accounts: [
      {
        ...NO_FLAGS,
        smartMeterBookingEligible: true,
        number: '40422961',
        address: {
          line1: '8 Grove Terrace',
          line2: 'Headingley',
          town: 'Leeds',
          postcode: 'LS6 2AP',
        },
        openedOn: leedsOpened,
        referralCode: 'SAM-P4K8',
        meters: [
          {
            fuel: 'electricity',
            type: 'standard',
            supplyNumber: mpanCore(23, 1_937_204_468),
            serial: 'K07A392817',
            annualKwh: { standard: 3_400 },
            firstReading: 40_877,
          },
          {
            fuel: 'gas',
            type: 'standard',
            supplyNumber: '3120984457',
            serial: 'M016A1184302',
            annualKwh: { standard: 14_200 },
            firstReading: 7_310,
          },
        ],
        tariffs: [
          { family: SO_FIXED_12M, from: leedsOpened, to: addDays(twoYearFix.from, -1) },
          twoYearFix,
        ],
        directDebit: {
          dayOfMonth: 1,
          accountHolder: 'Ms S Patel',
          bankName: 'Nationwide Building Society',
          sortCodeLastDigits: '03',
          accountNumberLastDigits: '80',
        },
        referrals: [
          { friendFirstName: 'Priti', referredOn: addMonths(today, -11), completed: true },
        ],
      },
      {
        ...NO_FLAGS,
        smartMeterBookingEligible: true,
        number: '40598314',
        address: {
          line1: 'Flat 3',
          line2: '41 Cathedral Road',
          town: 'Cardiff',
          postcode: 'CF11 9HB',
        },
        openedOn: addMonths(today, -7),
        referralCode: 'SAM-P9W3',
        meters: [
          {
            fuel: 'electricity',
            type: 'economy7',
            supplyNumber: mpanCore(21, 6_602_118_935),
            serial: 'E10Z654321',
            annualKwh: { day: 1_650, night: 1_950 },
            firstReading: 22_015,
          },
        ],
        tariffs: [{ family: SO_FLEX, from: addMonths(today, -7), to: null }],
        directDebit: {
          dayOfMonth: 8,
          accountHolder: 'Ms S Patel',
          bankName: 'Nationwide Building Society',
          sortCodeLastDigits: '03',
          accountNumberLastDigits: '80',
        },
      },
    ],
  };
}

function jo(today: string): PersonaSpec {
  const openedOn = addMonths(today, -16);
  const fixedTariff = fixedUntil(SO_FIXED_12M, 12, addDays(today, 25));
  return {
    email: 'jo@example.com',
    title: 'Mrs',
    firstName: 'Jo',
    lastName: 'Williams',
    phone: '07700900789',
    dateOfBirth: '1992-03-08',
    marketingConsent: false,
    evMarketingConsent: false,
    admin: false,
    accounts: [
      {
        ...NO_FLAGS,
        accountRestricted: true,
        number: '40277403',
        address: {
          line1: '62 Burton Road',
          line2: 'Withington',
          town: 'Manchester',
          postcode: 'M20 1HB',
        },
        openedOn,
        referralCode: 'JO-W2H6',
        meters: [
          {
            fuel: 'electricity',
            type: 'smart',
            supplyNumber: mpanCore(16, 3_318_470_052),
            serial: '22L7730418',
            annualKwh: { standard: 2_400 },
            firstReading: 9_876,
          },
          {
            fuel: 'gas',
            type: 'smart',
            supplyNumber: '5528830176',
            serial: 'G4P00967012',
            annualKwh: { standard: 9_600 },
            firstReading: 2_204,
          },
        ],
        tariffs: [flexBefore(openedOn, fixedTariff), fixedTariff],
        directDebit: {
          dayOfMonth: 22,
          accountHolder: 'Mrs J Williams',
          bankName: 'Monzo',
          sortCodeLastDigits: '00',
          accountNumberLastDigits: '93',
          stoppedOn: addMonths(today, -4),
        },
        pendingRenewal: true,
        warmHomeDiscount: { status: 'confirm-by-phone', confirmBy: addDays(today, 24) },
        moveOut: {
          moveOutDate: addDays(today, 21),
          forwardingAddress: {
            line1: '15 Sharrow Vale Road',
            line2: null,
            town: 'Sheffield',
            postcode: 'S11 8ZA',
          },
        },
      },
    ],
  };
}

function lee(today: string): PersonaSpec {
  const openedOn = addDays(today, -12);
  return {
    email: 'lee@example.com',
    title: 'Mr',
    firstName: 'Lee',
    lastName: 'Thompson',
    phone: '01414960123',
    dateOfBirth: '1995-09-21',
    marketingConsent: true,
    evMarketingConsent: false,
    admin: false,
    accounts: [
      {
        ...NO_FLAGS,
        accountUnlocked: false,
        blacklistedVoucher: true,
        smartMeterBookingEligible: true,
        number: '40711852',
        address: {
          line1: 'Flat 2/1',
          line2: '18 Hyndland Road',
          town: 'Glasgow',
          postcode: 'G12 9UP',
        },
        openedOn,
        referralCode: 'LEE-T5R1',
        meters: [
          {
            fuel: 'electricity',
            type: 'standard',
            supplyNumber: mpanCore(18, 2_045_561_897),
            serial: 'S95A118204',
            annualKwh: { standard: 2_100 },
            firstReading: 61_402,
          },
        ],
        tariffs: [fixedUntil(SO_FIXED_12M, 12, addDays(addMonths(openedOn, 12), -1))],
        directDebit: {
          dayOfMonth: 28,
          accountHolder: 'Mr L Thompson',
          bankName: 'Royal Bank of Scotland',
          sortCodeLastDigits: '16',
          accountNumberLastDigits: '08',
        },
      },
    ],
  };
}

function admin(today: string): PersonaSpec {
  const openedOn = addMonths(today, -5);
  return {
    email: 'admin@example.com',
    title: 'Dr',
    firstName: 'Priya',
    lastName: 'Shah',
    phone: '02079460123',
    dateOfBirth: '1983-05-30',
    marketingConsent: false,
    evMarketingConsent: false,
    admin: true,
    accounts: [
      {
        ...NO_FLAGS,
        number: '40100017',
        address: {
          line1: 'Flat 5',
          line2: '120 Holloway Road',
          town: 'London',
          postcode: 'N7 8JE',
        },
        openedOn,
        referralCode: 'PRIYA-S8N4',
        meters: [
          {
            fuel: 'electricity',
            type: 'smart',
            supplyNumber: mpanCore(12, 8_870_312_405),
            serial: '23L0041977',
            annualKwh: { standard: 1_900 },
            firstReading: 3_118,
          },
        ],
        tariffs: [{ family: SO_FLEX, from: openedOn, to: null }],
        directDebit: {
          dayOfMonth: 3,
          accountHolder: 'Dr P Shah',
          bankName: 'HSBC UK',
          sortCodeLastDigits: '91',
          accountNumberLastDigits: '57',
        },
      },
    ],
  };
}

/** Riley's smart meter went quiet 5 days ago, and missed four days last month. */
function riley(today: string): PersonaSpec {
  const openedOn = addDays(startOfMonth(addMonths(today, -9)), 3);
  const gapFrom = addDays(startOfMonth(addMonths(today, -1)), 8);
  return {
    email: 'riley@example.com',
    title: 'Mx',
    firstName: 'Riley',
    lastName: 'Evans',
    phone: '07700900321',
    dateOfBirth: '1990-01-27',
    marketingConsent: false,
    evMarketingConsent: false,
    admin: false,
    accounts: [
      {
        ...NO_FLAGS,
        number: '40865129',
        address: {
          line1: '31 Unthank Road',
          line2: null,
          town: 'Norwich',
          postcode: 'NR2 2PA',
        },
        openedOn,
        referralCode: 'RILEY-E3V7',
        meters: [
          {
            fuel: 'electricity',
            type: 'smart',
            supplyNumber: mpanCore(10, 5_174_903_266),
            serial: '24L3309152',
            annualKwh: { standard: 3_100 },
            firstReading: 7_450,
          },
          {
            fuel: 'gas',
            type: 'smart',
            supplyNumber: '9031774520',
            serial: 'G4P01177630',
            annualKwh: { standard: 10_400 },
            firstReading: 1_862,
          },
        ],
        tariffs: [{ family: SO_FLEX, from: openedOn, to: null }],
        directDebit: {
          dayOfMonth: 12,
          accountHolder: 'Mx R Evans',
          bankName: 'Barclays',
          sortCodeLastDigits: '25',
          accountNumberLastDigits: '64',
        },
        smartOutage: {
          silentSince: addDays(today, -5),
          gap: { from: gapFrom, to: addDays(gapFrom, 3) },
        },
        warmHomeDiscount: { status: 'paid', paidOn: discountPaidOn(today) },
      },
    ],
  };
}

/** Isla, in Edinburgh, may apply to us for the Warm Home Discount's Broader Group, and has not. */
function isla(today: string): PersonaSpec {
  const openedOn = addDays(startOfMonth(addMonths(today, -8)), 5);
  return {
    email: 'isla@example.com',
    title: 'Ms',
    firstName: 'Isla',
    lastName: 'Campbell',
    phone: '01314960456',
    dateOfBirth: '1984-02-11',
    marketingConsent: false,
    evMarketingConsent: false,
    admin: false,
    accounts: [
      {
        ...NO_FLAGS,
        number: '40956208',
        address: {
          line1: 'Flat 3F2',
          line2: '21 Marchmont Crescent',
          town: 'Edinburgh',
          postcode: 'EH9 1HN',
        },
        openedOn,
        referralCode: 'ISLA-C6J9',
        meters: [
          {
            fuel: 'electricity',
            type: 'standard',
            supplyNumber: mpanCore(18, 7_310_248_596),
            serial: 'S97C640218',
            annualKwh: { standard: 2_300 },
            firstReading: 30_512,
          },
        ],
        tariffs: [{ family: SO_FLEX, from: openedOn, to: null }],
        directDebit: {
          dayOfMonth: 20,
          accountHolder: 'Ms I Campbell',
          bankName: 'Bank of Scotland',
          sortCodeLastDigits: '80',
          accountNumberLastDigits: '42',
        },
      },
    ],
  };
}

export function personas(today: string): PersonaSpec[] {
  return [alex(today), sam(today), jo(today), lee(today), admin(today), riley(today), isla(today)];
}
