import type { RefundableCredit, RefundRequested } from '@/lib/gateway/contract/refunds';

/** Alex's credit as the gateway works it out: £79.09 refundable, nothing kept back. */
export function makeRefundableCredit(overrides: Partial<RefundableCredit> = {}): RefundableCredit {
  return {
    balancePence: 7_909,
    forecastFrom: '2026-11-25',
    forecastTo: '2027-11-24',
    forecastNeedPence: 110_400,
    directDebitsPence: 117_600,
    keptBackPence: 0,
    refundablePence: 7_909,
    refusal: null,
    ...overrides,
  };
}

/** The gateway's answer to a refund asked for. */
export function makeRefundRequested(overrides: Partial<RefundRequested> = {}): RefundRequested {
  return {
    amountPence: 2_000,
    requestedAt: '2026-11-24T10:00:00.000Z',
    accountNumberMasked: '******21',
    ...overrides,
  };
}
