import {
  makeFeatureFlags,
  makePermissionContext,
  makeRenewal,
  makeUserStatus,
  makeVisitorContext,
} from '@/tests/utils/permissions';
import { access, type PermissionContext } from './access';
import { accountSections, type AccountSection } from './section-links';
import type { UserStatus } from './user-status';

const status = (overrides: Partial<UserStatus>) => makeUserStatus(overrides);

type Case = [
  name: string,
  section: AccountSection,
  context: PermissionContext,
  /** null: allowed; otherwise the reason given. */
  refusal: string | null,
];

function expectCases(cases: Case[]) {
  it.each(cases)('%s', (_name, section, context, refusal) => {
    const answer = access(section, context);
    if (refusal === null) expect(answer).toEqual({ allowed: true });
    else expect(answer).toEqual({ allowed: false, reason: refusal, logInFirst: false });
  });
}

describe('access (SPEC §5)', () => {
  describe('a visitor who is not signed in is asked to log in first', () => {
    it.each(accountSections.filter((section) => section !== 'moveOutStatus'))('%s', (section) => {
      expect(access(section, makeVisitorContext())).toEqual({
        allowed: false,
        reason: 'Log in to see your account.',
        logInFirst: true,
      });
    });
  });

  describe('/help/moving hidden when a move-out record was fetched; /move-out/status only then', () => {
    const moving = 'You have told us you are moving: follow your move on Moving Home.';
    const notMoving = 'You have not told us you are moving home.';
    expectCases([
      ['moving home help, no record', 'movingHomeHelp', makePermissionContext(), null],
      [
        'moving home help, record fetched',
        'movingHomeHelp',
        makePermissionContext({ moveOutRecordFetched: true }),
        moving,
      ],
      [
        'move-out status, record fetched',
        'moveOutStatus',
        makePermissionContext({ moveOutRecordFetched: true }),
        null,
      ],
      ['move-out status, no record', 'moveOutStatus', makePermissionContext(), notMoving],
      ['move-out status, signed out', 'moveOutStatus', makeVisitorContext(), notMoving],
    ]);
  });

  describe('renew: promotion on, account can renew, not variable, no pending renewal', () => {
    expectCases([
      ['all met', 'renew', makePermissionContext(), null],
      [
        'promotion off',
        'renew',
        makePermissionContext({
          featureFlags: makeFeatureFlags({ renewalPromotionEnabled: false }),
        }),
        'Renewing online is not available at the moment.',
      ],
      [
        'account cannot renew',
        'renew',
        makePermissionContext({ userStatus: status({ accountCanRenew: false }) }),
        'Your tariff is not ready to renew yet.',
      ],
      [
        'on a variable contract',
        'renew',
        makePermissionContext({ userStatus: status({ onVariableContract: true }) }),
        'You are on a variable tariff, so there is nothing to renew: choose a fixed tariff instead.',
      ],
      [
        'a pending renewal for this account',
        'renew',
        makePermissionContext({ renewals: [makeRenewal()] }),
        'We are already renewing your tariff.',
      ],
      [
        'a pending renewal for another account',
        'renew',
        makePermissionContext({ renewals: [makeRenewal({ account_number: '40277403' })] }),
        null,
      ],
      [
        'a renewal that is no longer pending',
        'renew',
        makePermissionContext({ renewals: [makeRenewal({ status: 'Completed' })] }),
        null,
      ],
    ]);

    it('refuses every agreement of an account while a renewal of it is pending', () => {
      // The gateway renews an account's current agreements together and refuses another renewal
      // of the account meanwhile: an agreement in view that the renewal does not list is no
      // more open to renew.
      const viewingAnotherAgreement = {
        ...makePermissionContext({ renewals: [makeRenewal({ agreement_ids: [1] })] }),
        agreementId: 2,
      };
      expect(access('renew', viewingAnotherAgreement)).toEqual({
        allowed: false,
        reason: 'We are already renewing your tariff.',
        logInFirst: false,
      });
    });
  });

  describe('renew?fixed-contract: as renew, but on a variable contract', () => {
    const variable = status({ onVariableContract: true });
    expectCases([
      ['all met', 'renewFixedContract', makePermissionContext({ userStatus: variable }), null],
      [
        'on a fixed contract',
        'renewFixedContract',
        makePermissionContext(),
        'You are already on a fixed tariff.',
      ],
      [
        'promotion off',
        'renewFixedContract',
        makePermissionContext({
          userStatus: variable,
          featureFlags: makeFeatureFlags({ renewalPromotionEnabled: false }),
        }),
        'Renewing online is not available at the moment.',
      ],
      [
        'account cannot renew',
        'renewFixedContract',
        makePermissionContext({
          userStatus: status({ onVariableContract: true, accountCanRenew: false }),
        }),
        'Your tariff is not ready to renew yet.',
      ],
      [
        'a pending renewal',
        'renewFixedContract',
        makePermissionContext({ userStatus: variable, renewals: [makeRenewal()] }),
        'We are already renewing your tariff.',
      ],
    ]);
  });

  const locked = 'Your account is still being set up, so this is not ready yet.';
  const restricted =
    'This is not available online while your account has a restriction. Please contact us.';

  describe('balance needs unlocked', () => {
    expectCases([
      ['unlocked', 'balance', makePermissionContext(), null],
      [
        'locked',
        'balance',
        makePermissionContext({ userStatus: status({ accountUnlocked: false }) }),
        locked,
      ],
      [
        'restricted',
        'balance',
        makePermissionContext({ userStatus: status({ accountRestricted: true }) }),
        null,
      ],
    ]);
  });

  describe('readings, usage, payments need unlocked and not restricted', () => {
    expectCases(
      (['readings', 'usage', 'payments'] as const).flatMap((section): Case[] => [
        [`${section}, unlocked and unrestricted`, section, makePermissionContext(), null],
        [
          `${section}, locked`,
          section,
          makePermissionContext({ userStatus: status({ accountUnlocked: false }) }),
          locked,
        ],
        [
          `${section}, restricted`,
          section,
          makePermissionContext({ userStatus: status({ accountRestricted: true }) }),
          restricted,
        ],
      ]),
    );
  });

  describe('tariff needs not restricted', () => {
    expectCases([
      ['unrestricted', 'tariff', makePermissionContext(), null],
      [
        'restricted',
        'tariff',
        makePermissionContext({ userStatus: status({ accountRestricted: true }) }),
        restricted,
      ],
      [
        'locked',
        'tariff',
        makePermissionContext({ userStatus: status({ accountUnlocked: false }) }),
        null,
      ],
    ]);
  });

  describe('refer needs no blacklisted voucher and not disabled globally', () => {
    expectCases([
      ['allowed', 'refer', makePermissionContext(), null],
      [
        'blacklisted voucher',
        'refer',
        makePermissionContext({ userStatus: status({ blacklistedVoucher: true }) }),
        'Your referral link has been switched off. Please contact us if you think this is wrong.',
      ],
      [
        'disabled globally',
        'refer',
        makePermissionContext({ userStatus: status({ referDisabledGlobally: true }) }),
        'Refer a Friend is paused at the moment.',
      ],
    ]);
  });

  describe('change needs multiple accounts', () => {
    expectCases([
      ['multiple accounts', 'change', makePermissionContext(), null],
      [
        'one account',
        'change',
        makePermissionContext({ userStatus: status({ multipleAccounts: false }) }),
        'You have one account with us.',
      ],
    ]);
  });

  describe('smart meter portal needs eligibility', () => {
    expectCases([
      ['eligible', 'smartMeterPortal', makePermissionContext(), null],
      [
        'not eligible',
        'smartMeterPortal',
        makePermissionContext({
          userStatus: status({ eligibleForSmartMeter: { eligible: false } }),
        }),
        'We cannot book a smart meter for your home online at the moment.',
      ],
    ]);
  });

  describe('warm home discount needs region eligibility', () => {
    expectCases([
      ['eligible region', 'warmHomeDiscount', makePermissionContext(), null],
      [
        'other region',
        'warmHomeDiscount',
        makePermissionContext({ userStatus: status({ warmHomeDiscountRegionEligible: false }) }),
        'The Warm Home Discount comes off the electricity bill of a home in Great Britain, and we do not supply the electricity of this home.',
      ],
    ]);
  });

  describe('admin needs the admin flag (SPEC §6)', () => {
    expectCases([
      ['staff', 'admin', makePermissionContext({ userStatus: status({ admin: true }) }), null],
      ['customer', 'admin', makePermissionContext(), 'This page is for So Energy staff only.'],
    ]);
  });

  describe('personal details: any signed-in customer', () => {
    expectCases([
      [
        'locked and restricted',
        'personalDetails',
        makePermissionContext({
          userStatus: status({ accountUnlocked: false, accountRestricted: true }),
        }),
        null,
      ],
    ]);
  });
});
