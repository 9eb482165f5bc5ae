/**
 * SWR keys of the staff Admin screen. None belongs to the signed-in staff member's own account,
 * so they are apart from `accountKeys`.
 */
export const adminKeys = {
  search: (query: string) => ['admin', 'customer-search', query] as const,
  account: (accountId: number) => ['admin', 'account', accountId] as const,
  activity: () => ['admin', 'activity'] as const,
};
