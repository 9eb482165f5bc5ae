import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeAccountSummary, makeCustomer } from '@/tests/utils/account';
import { makeFeatureFlags } from '@/tests/utils/permissions';
import { permissionContextFrom } from './permission-context';
import { signedOutUserStatus } from './user-status';

const featureFlags = makeFeatureFlags({ renewalPromotionEnabled: false });

function signedIn(overrides: Partial<Parameters<typeof permissionContextFrom>[0]> = {}) {
  return {
    status: 'signedIn' as const,
    customer: makeCustomer(),
    selectedAccount: makeAccountSummary({ number: '40277403' }),
    accountState: null,
    ...overrides,
  };
}

describe('permissionContextFrom', () => {
  it('is a visitor’s until the session is known and signed in', () => {
    for (const status of ['unknown', 'restoring', 'signedOut'] as const) {
      const context = permissionContextFrom(
        signedIn({ status, accountState: makeAccountState({ admin: true }) }),
        featureFlags,
      );
      expect(context).toEqual({
        userStatus: signedOutUserStatus,
        featureFlags,
        renewals: [],
        moveOutRecordFetched: false,
      });
    }
  });

  it('is signed in with every flag off but the customer’s admin flag while the account state loads', () => {
    const context = permissionContextFrom(
      signedIn({ customer: makeCustomer({ admin: true }) }),
      featureFlags,
    );
    expect(context.userStatus).toEqual({ ...signedOutUserStatus, userSignedIn: true, admin: true });
  });

  it('holds the selected account’s flags, renewals and move-out record, and the feature flags', () => {
    const renewals = [
      { status: 'Pending' as const, account_number: '40277403', agreement_ids: [7, 8] },
    ];
    const state = makeAccountState({
      accountNumber: '40277403',
      accountRestricted: true,
      admin: true,
      eligibleForWarmHomeDiscount: true,
      eligibleForSmartMeter: { eligible: true },
      hasMoveOut: true,
      renewals,
    });
    const context = permissionContextFrom(signedIn({ accountState: state }), featureFlags);

    expect(context.userStatus).toMatchObject({
      userSignedIn: true,
      admin: true,
      accountRestricted: true,
      warmHomeDiscountRegionEligible: true,
      eligibleForSmartMeter: { eligible: true },
    });
    expect(context.renewals).toEqual(renewals);
    expect(context.moveOutRecordFetched).toBe(true);
    expect(context.accountNumber).toBe('40277403');
    expect(context.featureFlags).toBe(featureFlags);
  });
});
