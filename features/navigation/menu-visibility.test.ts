import {
  accountLinks,
  makeFeatureFlags,
  makeNavigationItemBlok,
  makeRenewal,
  makeUserStatus,
} from '@/tests/utils/navigation';
import { visibleMenuItems, type MenuContext } from './menu-visibility';
import { navigationItemSchema, type NavigationItem } from './schema';
import { signedOutUserStatus, type UserStatus } from './user-status';

function link(href: string, overrides: Parameters<typeof makeNavigationItemBlok>[2] = {}) {
  return navigationItemSchema.parse(makeNavigationItemBlok(href, href, overrides));
}

function context(overrides: Partial<MenuContext> = {}): MenuContext {
  return {
    userStatus: makeUserStatus(),
    featureFlags: makeFeatureFlags(),
    moveOutRecordFetched: false,
    renewals: [],
    accountNumber: 'A-10234',
    ...overrides,
  };
}

const shows = (item: NavigationItem, ctx: MenuContext) =>
  visibleMenuItems([item], ctx).length === 1;
const status = (overrides: Partial<UserStatus>) => makeUserStatus(overrides);

describe('visibleMenuItems', () => {
  describe('sign-in state', () => {
    it.each([
      ['hideWhenLoggedIn, signed in', { hideWhenLoggedIn: true }, true, false],
      ['hideWhenLoggedIn, signed out', { hideWhenLoggedIn: true }, false, true],
      ['hideWhenLoggedOut, signed in', { hideWhenLoggedOut: true }, true, true],
      ['hideWhenLoggedOut, signed out', { hideWhenLoggedOut: true }, false, false],
      ['no flag, signed in', {}, true, true],
      ['no flag, signed out', {}, false, true],
    ])('%s', (_case, flags, signedIn, expected) => {
      const userStatus = signedIn ? makeUserStatus() : signedOutUserStatus;
      expect(shows(link('/about', flags), context({ userStatus }))).toBe(expected);
    });
  });

  it.each([
    ['Get a quote with the prospect journey on', true, true],
    ['Get a quote with the prospect journey off', false, false],
  ])('%s', (_case, prospectSwitchJourneyEnabled, expected) => {
    const featureFlags = makeFeatureFlags({ prospectSwitchJourneyEnabled });
    expect(
      shows(link('/get-a-quote'), context({ featureFlags, userStatus: signedOutUserStatus })),
    ).toBe(expected);
  });

  describe('moving home', () => {
    it.each([
      [accountLinks.helpMoving, false, true, true],
      [accountLinks.helpMoving, true, true, false],
      ['/help/moving', true, true, false],
      [accountLinks.moveOutStatus, true, true, true],
      [accountLinks.moveOutStatus, false, true, false],
      [accountLinks.moveOutStatus, true, false, false],
      ['/move-out/status', true, true, true],
    ])(
      '%s with move-out record %s, signed in %s: %s',
      (href, moveOutRecordFetched, signedIn, expected) => {
        const userStatus = signedIn ? makeUserStatus() : signedOutUserStatus;
        expect(shows(link(href), context({ moveOutRecordFetched, userStatus }))).toBe(expected);
      },
    );
  });

  describe('renewals', () => {
    const pending = [makeRenewal({ account_number: 'A-10234', agreement_ids: ['AG-1'] })];
    it.each([
      ['renew: all conditions met', accountLinks.renew, {}, {}, [], true],
      [
        'renew: promotion off',
        accountLinks.renew,
        {},
        { renewalPromotionEnabled: false },
        [],
        false,
      ],
      [
        'renew: account cannot renew',
        accountLinks.renew,
        { accountCanRenew: false },
        {},
        [],
        false,
      ],
      [
        'renew: on a variable contract',
        accountLinks.renew,
        { onVariableContract: true },
        {},
        [],
        false,
      ],
      ['renew: pending renewal for this account', accountLinks.renew, {}, {}, pending, false],
      [
        'renew: pending renewal for another account',
        accountLinks.renew,
        {},
        {},
        [makeRenewal({ account_number: 'A-99999' })],
        true,
      ],
      [
        'renew: a renewal that is not pending',
        accountLinks.renew,
        {},
        {},
        [makeRenewal({ status: 'Completed' })],
        true,
      ],
      ['renew: short form', '/renew', {}, {}, [], true],
      [
        'fixed: on a variable contract',
        accountLinks.fixedRenew,
        { onVariableContract: true },
        {},
        [],
        true,
      ],
      [
        'fixed: on a fixed contract',
        accountLinks.fixedRenew,
        { onVariableContract: false },
        {},
        [],
        false,
      ],
      [
        'fixed: promotion off',
        accountLinks.fixedRenew,
        { onVariableContract: true },
        { renewalPromotionEnabled: false },
        [],
        false,
      ],
      [
        'fixed: account cannot renew',
        accountLinks.fixedRenew,
        { onVariableContract: true, accountCanRenew: false },
        {},
        [],
        false,
      ],
      [
        'fixed: pending renewal',
        accountLinks.fixedRenew,
        { onVariableContract: true },
        {},
        pending,
        false,
      ],
      ['fixed: short form', '/renew?fixed-contract', { onVariableContract: true }, {}, [], true],
    ] as const)('%s', (_case, href, statusOverrides, flags, renewals, expected) => {
      const ctx = context({
        userStatus: status(statusOverrides),
        featureFlags: makeFeatureFlags(flags),
        renewals: [...renewals],
      });
      expect(shows(link(href), ctx)).toBe(expected);
    });

    it('a pending renewal counts only for the agreement it names when one is viewed', () => {
      const renewals = [makeRenewal({ agreement_ids: ['AG-1'] })];
      expect(shows(link(accountLinks.renew), context({ renewals, agreementId: 'AG-2' }))).toBe(
        true,
      );
      expect(shows(link(accountLinks.renew), context({ renewals, agreementId: 'AG-1' }))).toBe(
        false,
      );
    });
  });

  describe('account links', () => {
    type Case = [name: string, href: string, status: Partial<UserStatus>, expected: boolean];
    it.each<Case>([
      ['balance, unlocked', accountLinks.balance, {}, true],
      ['balance, locked', accountLinks.balance, { accountUnlocked: false }, false],
      ['balance short form, locked', '/balance', { accountUnlocked: false }, false],
      ...[
        accountLinks.readings,
        accountLinks.usage,
        accountLinks.payments,
        '/readings',
        '/usage',
        '/payments',
      ].flatMap((href): Case[] => [
        [`${href}, unlocked and unrestricted`, href, {}, true],
        [`${href}, locked`, href, { accountUnlocked: false }, false],
        [`${href}, restricted`, href, { accountRestricted: true }, false],
      ]),
      ['tariff, unrestricted', accountLinks.tariff, {}, true],
      ['tariff, restricted', accountLinks.tariff, { accountRestricted: true }, false],
      ['tariff short form, restricted', '/tariff', { accountRestricted: true }, false],
      ['refer, allowed', accountLinks.refer, {}, true],
      ['refer, blacklisted voucher', accountLinks.refer, { blacklistedVoucher: true }, false],
      ['refer, disabled globally', accountLinks.refer, { referDisabledGlobally: true }, false],
      ['change, multiple accounts', accountLinks.change, {}, true],
      ['change, one account', accountLinks.change, { multipleAccounts: false }, false],
      ['choose short form, one account', '/choose', { multipleAccounts: false }, false],
      ['smart meter portal, eligible', accountLinks.smartMeter, {}, true],
      [
        'smart meter portal, not eligible',
        accountLinks.smartMeter,
        { eligibleForSmartMeter: { eligible: false } },
        false,
      ],
      ['warm home discount, eligible region', accountLinks.warmHomeDiscount, {}, true],
      [
        'warm home discount, other region',
        accountLinks.warmHomeDiscount,
        { warmHomeDiscountRegionEligible: false },
        false,
      ],
      [
        'any warm home discount link, other region',
        'https://www.so.energy/warm-home-discount',
        { warmHomeDiscountRegionEligible: false },
        false,
      ],
      ['admin, staff', accountLinks.admin, { admin: true }, true],
      ['admin, customer', accountLinks.admin, {}, false],
      [
        'account home, locked and restricted',
        accountLinks.home,
        { accountUnlocked: false, accountRestricted: true },
        true,
      ],
    ])('%s', (_case, href, statusOverrides, expected) => {
      expect(shows(link(href), context({ userStatus: status(statusOverrides) }))).toBe(expected);
    });

    it('shows the meter readings link to signed-out visitors too', () => {
      expect(shows(link(accountLinks.readings), context({ userStatus: signedOutUserStatus }))).toBe(
        true,
      );
    });

    it('ignores the paths of other sites', () => {
      const locked = context({ userStatus: status({ accountUnlocked: false }) });
      expect(shows(link('https://help.so.energy/balance'), locked)).toBe(true);
    });
  });

  describe('groups', () => {
    it('filters a group’s links and keeps the group', () => {
      const group = navigationItemSchema.parse(
        makeNavigationItemBlok('My account', undefined, {
          navLinks: [
            makeNavigationItemBlok('Refer a Friend', accountLinks.refer),
            makeNavigationItemBlok('Bills', accountLinks.balance),
          ],
        }),
      );
      const [visible] = visibleMenuItems(
        [group],
        context({ userStatus: status({ accountUnlocked: false }) }),
      );
      expect(visible?.navLinks.map((child) => child.name)).toEqual(['Refer a Friend']);
    });

    it('drops a group with nothing left to open', () => {
      const group = navigationItemSchema.parse(
        makeNavigationItemBlok('Admin tools', undefined, {
          navLinks: [makeNavigationItemBlok('Admin', accountLinks.admin)],
        }),
      );
      expect(visibleMenuItems([group], context())).toEqual([]);
    });
  });
});
