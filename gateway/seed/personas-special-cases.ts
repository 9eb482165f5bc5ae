import { addDays, addMonths, startOfMonth } from '@/lib/iso-date';
import { mpanCore } from './meter-numbers';
import { SO_FLEX } from './tariff-catalogue';
import { discountPaidOn, NO_FLAGS } from './persona-parts';
import type { PersonaSpec } from './persona-spec';

/**
 * Priya of our staff, Riley with a silent smart meter, and Isla, who may apply for the Warm Home
 * Discount.
 */

export function admin(today: string): PersonaSpec {
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
export function riley(today: string): PersonaSpec {
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
export function isla(today: string): PersonaSpec {
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
