import { addDays, addMonths, startOfMonth } from '@/lib/iso-date';
import { mpanCore } from './meter-numbers';
import { SO_FIXED_12M, SO_FIXED_24M, SO_FLEX } from './tariff-catalogue';
import { fixedUntil, flexBefore, NO_FLAGS } from './persona-parts';
import type { PersonaSpec } from './persona-spec';

/** Alex and Sam: accounts that work as they should, one renewing soon, one with two homes. */

export function alex(today: string): PersonaSpec {
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

export function sam(today: string): PersonaSpec {
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
