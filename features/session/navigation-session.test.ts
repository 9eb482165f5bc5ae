import { signedOutUserStatus } from '@/features/navigation';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeAccountSummary, makeCustomer } from '@/tests/utils/account';
import { toNavigationSession } from './navigation-session';
import { initialSessionSnapshot, type SessionSnapshot } from './session-store';
import { idleUserStatus, type UserStatusSnapshot } from './user-status-store';

const signedIn: SessionSnapshot = {
  ...initialSessionSnapshot,
  status: 'signedIn',
  email: 'jo@example.com',
};
const signOut = async () => {};

function ready(overrides: Partial<UserStatusSnapshot> = {}): UserStatusSnapshot {
  return {
    ...idleUserStatus,
    phase: 'ready',
    customer: makeCustomer(),
    accounts: [makeAccountSummary({ number: '40277403' })],
    selectedAccount: makeAccountSummary({ number: '40277403' }),
    ...overrides,
  };
}

describe('toNavigationSession', () => {
  it('is signed out until the session is known and signed in', () => {
    for (const status of ['unknown', 'restoring', 'signedOut'] as const) {
      const navigation = toNavigationSession({ ...signedIn, status }, ready(), signOut);
      expect(navigation.userStatus).toEqual(signedOutUserStatus);
    }
  });

  it('is signed in with every flag off while the account state loads', () => {
    const navigation = toNavigationSession(signedIn, idleUserStatus, signOut);
    expect(navigation.userStatus).toEqual({ ...signedOutUserStatus, userSignedIn: true });
  });

  it('gives the menu rules the selected account’s flags, renewals and move-out record', () => {
    const state = makeAccountState({
      accountNumber: '40277403',
      accountRestricted: true,
      admin: true,
      eligibleForWarmHomeDiscount: true,
      eligibleForSmartMeter: { eligible: true },
      hasMoveOut: true,
      renewals: [{ status: 'Pending', account_number: '40277403', agreement_ids: [7, 8] }],
    });
    const navigation = toNavigationSession(signedIn, ready({ accountState: state }), signOut);

    expect(navigation.userStatus).toMatchObject({
      userSignedIn: true,
      admin: true,
      accountRestricted: true,
      warmHomeDiscountRegionEligible: true,
      eligibleForSmartMeter: { eligible: true },
    });
    expect(navigation.renewals).toEqual([
      { status: 'Pending', account_number: '40277403', agreement_ids: ['7', '8'] },
    ]);
    expect(navigation.moveOutRecordFetched).toBe(true);
    expect(navigation.accountNumber).toBe('40277403');
    expect(navigation.signOut).toBe(signOut);
  });
});
