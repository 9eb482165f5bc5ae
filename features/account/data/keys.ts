import type { UsageWindow } from '../usage/usage-window';

/** SWR keys of the account area, so a change can revalidate exactly what it affects. */
export const accountKeys = {
  all: (accountId: number) => ['account', accountId] as const,
  balance: (accountId: number) => ['account', accountId, 'balance'] as const,
  agreements: (accountId: number) => ['account', accountId, 'agreements'] as const,
  transactions: (accountId: number, page: number) =>
    ['account', accountId, 'transactions', page] as const,
  bill: (accountId: number, billId: number) => ['account', accountId, 'bill', billId] as const,
  paymentPlan: (accountId: number) => ['account', accountId, 'payment-plan'] as const,
  refund: (accountId: number) => ['account', accountId, 'refund'] as const,
  usage: (accountId: number, window: UsageWindow) =>
    ['account', accountId, 'usage', window.granularity, window.from, window.to] as const,
  readings: (accountId: number) => ['account', accountId, 'readings'] as const,
  payments: (accountId: number) => ['account', accountId, 'payments'] as const,
  paymentHistory: (accountId: number, page: number) =>
    ['account', accountId, 'payment-history', page] as const,
  referrals: (accountId: number) => ['account', accountId, 'referrals'] as const,
  renewal: (accountId: number) => ['account', accountId, 'renewal'] as const,
  moveOut: (accountId: number) => ['account', accountId, 'move-out'] as const,
  renewalOffers: (accountId: number) => ['account', accountId, 'renewal-offers'] as const,
  smartMeterBooking: (accountId: number) => ['account', accountId, 'smart-meter-booking'] as const,
  smartMeterSlots: (accountId: number) => ['account', accountId, 'smart-meter-slots'] as const,
  smartPayAsYouGo: (accountId: number, accountNumber: string) =>
    ['account', accountId, 'smart-pay-as-you-go', accountNumber] as const,
  warmHomeDiscount: (accountId: number) => ['account', accountId, 'warm-home-discount'] as const,
};

/** SWR keys of what is the customer's rather than one account's. */
export const customerKeys = {
  sessions: () => ['customer', 'sessions'] as const,
  securityEvents: () => ['customer', 'security-events'] as const,
  dataExports: () => ['customer', 'data-exports'] as const,
  apiTokens: () => ['customer', 'api-tokens'] as const,
};
