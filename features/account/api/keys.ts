/** SWR keys of the account area, so a change can revalidate exactly what it affects. */
export const accountKeys = {
  all: (accountId: number) => ['account', accountId] as const,
  balance: (accountId: number) => ['account', accountId, 'balance'] as const,
  agreements: (accountId: number) => ['account', accountId, 'agreements'] as const,
};
