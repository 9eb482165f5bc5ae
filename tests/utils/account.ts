import type { Agreement, Balance } from '@/lib/gateway/contract/account';
import type { AccountSummary, Customer } from '@/lib/gateway/contract/customer';

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
