import type { AccountState } from '../contract/account';

/** An account's state as the gateway sends it: a customer who can do everything. */
export function makeAccountState(overrides: Partial<AccountState> = {}): AccountState {
  return {
    accountId: 1,
    accountNumber: '40318275',
    admin: false,
    accountCanRenew: true,
    onVariableContract: false,
    accountUnlocked: true,
    accountRestricted: false,
    blacklistedVoucher: false,
    referDisabledGlobally: false,
    multipleAccounts: false,
    eligibleForSmartMeter: { eligible: false },
    eligibleForWarmHomeDiscount: true,
    renewals: [],
    hasMoveOut: false,
    ...overrides,
  };
}
