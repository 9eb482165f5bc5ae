import { addDays, addMonths } from '@/lib/iso-date';
import { mpanCore } from './meter-numbers';
import { SO_FIXED_12M } from './tariff-catalogue';
import { fixedUntil, flexBefore, NO_FLAGS } from './persona-parts';
import type { PersonaSpec } from './persona-spec';

/** Jo and Lee: a restricted account in debt that is moving out, and a new account still locked. */

export function jo(today: string): PersonaSpec {
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

export function lee(today: string): PersonaSpec {
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
