import type { Agreement, Balance } from '@/lib/gateway/contract/account';
import type { Bill, Transaction, TransactionPage } from '@/lib/gateway/contract/bills';
import type { AccountSummary, Customer } from '@/lib/gateway/contract/customer';
import type {
  DirectDebit,
  DirectDebitChange,
  DirectDebitForecast,
  Payments,
} from '@/lib/gateway/contract/payments';

/** The signed-in customer as `customers/me` sends them; override anything. */
export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 1,
    title: 'Mx',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex@example.com',
    phone: '07700900123',
    dateOfBirth: '1988-04-12',
    marketingConsent: false,
    evMarketingConsent: false,
    admin: false,
    correspondenceAddress: null,
    billFormat: 'standard',
    pendingNameChange: null,
    pendingEmail: null,
    ...overrides,
  };
}

/** One of the customer's accounts as `customers/me` lists it. */
export function makeAccountSummary(overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    id: 1,
    number: '40318275',
    supplyAddress: { line1: '12 Cotham Hill', line2: null, town: 'Bristol', postcode: 'BS6 6LA' },
    fuelType: 'ElecAndGas',
    fuels: ['electricity', 'gas'],
    openedOn: '2023-03-01',
    status: 'active',
    ...overrides,
  };
}

export function makeBalance(overrides: Partial<Balance> = {}): Balance {
  return {
    balancePence: 12345,
    asOf: '2026-11-21',
    lastPayment: { amountPence: 9800, postedOn: '2026-11-01' },
    nextDirectDebit: { amountPence: 9800, date: '2026-12-01' },
    ...overrides,
  };
}

export function makeAgreement(overrides: Partial<Agreement> = {}): Agreement {
  return {
    id: 1,
    fuel: 'electricity',
    meterPointId: 1,
    tariffCode: 'SO-FIXED-12M-E',
    tariffName: 'So Fixed 12M',
    pricingType: 'Fixed',
    startDate: '2025-12-31',
    endDate: '2026-12-30',
    status: 'current',
    exitFeePence: 5000,
    standingChargeIncVatPence: 50.93,
    unitRates: [{ name: 'standard', unitRateIncVatPence: 26.1 }],
    ...overrides,
  };
}

export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 1,
    postedOn: '2026-11-05',
    kind: 'bill',
    description: 'Bill for October 2026',
    amountPence: -8_042,
    balancePence: 4_058,
    billId: 31,
    ...overrides,
  };
}

/** A page of transactions, `perPage` to a page, as the gateway sends it. */
export function makeTransactionPage(
  items: Transaction[],
  { page = 1, perPage = 10, totalItems = items.length } = {},
): TransactionPage {
  const totalPages = Math.ceil(totalItems / perPage);
  return { items, page, perPage, totalItems, totalPages, pendingRefunds: [] };
}

/** October's bill for alex: smart electricity and gas, worked out from readings. */
export function makeBill(overrides: Partial<Bill> = {}): Bill {
  return {
    id: 31,
    issuedOn: '2026-11-05',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    totalPence: 13_279,
    subtotalPence: 12_647,
    vatPence: 632,
    creditsPence: 0,
    lines: [
      {
        kind: 'energy',
        fuel: 'electricity',
        description: 'Electricity: So Fixed 12M',
        quantity: 246,
        unit: 'kWh',
        ratePence: 24.7589,
        amountPence: 6_091,
        readings: {
          registerName: 'standard',
          meterSerialNumber: '21L4815162',
          unit: 'kWh',
          opening: { readOn: '2026-10-01', value: 18_204, source: 'smart' },
          closing: { readOn: '2026-11-01', value: 18_450, source: 'smart' },
          gasConversion: null,
        },
      },
      {
        kind: 'standing_charge',
        fuel: 'electricity',
        description: 'Electricity standing charge: So Fixed 12M',
        quantity: 31,
        unit: 'days',
        ratePence: 52.5714,
        amountPence: 1_630,
        readings: null,
      },
      {
        kind: 'energy',
        fuel: 'gas',
        description: 'Gas: So Fixed 12M',
        quantity: 706.9,
        unit: 'kWh',
        ratePence: 5.5029,
        amountPence: 3_890,
        readings: {
          registerName: 'standard',
          meterSerialNumber: 'G4P00812345',
          unit: 'm3',
          opening: { readOn: '2026-10-01', value: 5_810, source: 'smart' },
          closing: { readOn: '2026-11-01', value: 5_873, source: 'estimated' },
          gasConversion: { cubicMetres: 63, volumeCorrection: 1.02264, calorificValue: 39.5 },
        },
      },
      {
        kind: 'standing_charge',
        fuel: 'gas',
        description: 'Gas standing charge: So Fixed 12M',
        quantity: 31,
        unit: 'days',
        ratePence: 33.4286,
        amountPence: 1_036,
        readings: null,
      },
      {
        kind: 'vat',
        fuel: null,
        description: 'VAT at 5%',
        quantity: null,
        unit: null,
        ratePence: null,
        amountPence: 632,
        readings: null,
      },
    ],
    reconciliation: {
      postedOn: '2026-11-05',
      balanceBeforePence: 12_100,
      balanceAfterPence: -1_179,
    },
    ...overrides,
  };
}

/** Alex's Direct Debit: £142 on the 15th from a Lloyds account, masked as the gateway sends it. */
export function makeDirectDebit(overrides: Partial<DirectDebit> = {}): DirectDebit {
  return {
    amountPence: 14_200,
    dayOfMonth: 15,
    nextPaymentDate: '2026-12-15',
    accountHolder: 'Mr A Morgan',
    sortCodeMasked: '**-**-47',
    accountNumberMasked: '******21',
    bankName: 'Lloyds Bank',
    ...overrides,
  };
}

/**
 * The year ahead for a dual fuel home in credit by £123.45, each figure worked out:
 * 2,900 kWh × 26.10p = £756.90, 365 × 50.93p = £185.89, 11,800 kWh × 6.50p = £767.00,
 * 365 × 31.43p = £114.72; £1,824.51 − £123.45 = £1,701.06; ÷ 12 = £141.76 (rounded up to the
 * penny), so £142.
 */
export function makeDirectDebitForecast(
  overrides: Partial<DirectDebitForecast> = {},
): DirectDebitForecast {
  const fixed = { tariffName: 'So Fixed 12M' };
  return {
    from: '2026-11-25',
    to: '2027-11-24',
    lines: [
      {
        ...fixed,
        fuel: 'electricity',
        kind: 'energy',
        registerName: 'standard',
        quantity: 2_900,
        unit: 'kWh',
        ratePence: 26.1,
        amountPence: 75_690,
      },
      {
        ...fixed,
        fuel: 'electricity',
        kind: 'standing_charge',
        registerName: null,
        quantity: 365,
        unit: 'days',
        ratePence: 50.93,
        amountPence: 18_589,
      },
      {
        ...fixed,
        fuel: 'gas',
        kind: 'energy',
        registerName: 'standard',
        quantity: 11_800,
        unit: 'kWh',
        ratePence: 6.5,
        amountPence: 76_700,
      },
      {
        ...fixed,
        fuel: 'gas',
        kind: 'standing_charge',
        registerName: null,
        quantity: 365,
        unit: 'days',
        ratePence: 31.43,
        amountPence: 11_472,
      },
    ],
    yearlyCostPence: 182_451,
    balancePence: 12_345,
    toPayPence: 170_106,
    monthlyPence: 14_176,
    roundUpToPence: 100,
    minimumPence: 500,
    recommendedAmountPence: 14_200,
    ...overrides,
  };
}

export function makeDirectDebitChange(
  overrides: Partial<DirectDebitChange> = {},
): DirectDebitChange {
  return {
    kind: 'payment',
    changedAt: '2026-11-24T10:00:00.000Z',
    changedBy: 'customer',
    summary: 'You changed your payment day from the 1st to the 15th on 24 November 2026.',
    reason: null,
    ...overrides,
  };
}

/** What GET payments answers for alex; override anything. */
export function makePayments(overrides: Partial<Payments> = {}): Payments {
  const forecast = overrides.forecast ?? makeDirectDebitForecast();
  return {
    directDebit: makeDirectDebit(),
    recommendedAmountPence: forecast.recommendedAmountPence,
    forecast,
    latestChange: null,
    ...overrides,
  };
}
