import { accountLinks, makeNavigationItemBlok } from '@/tests/utils/navigation';
import {
  makeFeatureFlags,
  makePermissionContext,
  makeUserStatus,
  makeVisitorContext,
} from '@/tests/utils/permissions';
import type { PermissionContext } from '@/features/session';
import { visibleMenuItems } from './menu-visibility';
import { navigationItemSchema, type NavigationItem } from './schema';

function link(href: string, overrides: Parameters<typeof makeNavigationItemBlok>[2] = {}) {
  return navigationItemSchema.parse(makeNavigationItemBlok(href, href, overrides));
}

const shows = (item: NavigationItem, context: PermissionContext) =>
  visibleMenuItems([item], context).length === 1;
const customer = (overrides: Parameters<typeof makeUserStatus>[0]) =>
  makePermissionContext({ userStatus: makeUserStatus(overrides) });

describe('visibleMenuItems', () => {
  describe('sign-in state, as the CMS says', () => {
    it.each([
      ['hideWhenLoggedIn, signed in', { hideWhenLoggedIn: true }, true, false],
      ['hideWhenLoggedIn, signed out', { hideWhenLoggedIn: true }, false, true],
      ['hideWhenLoggedOut, signed in', { hideWhenLoggedOut: true }, true, true],
      ['hideWhenLoggedOut, signed out', { hideWhenLoggedOut: true }, false, false],
      ['no flag, signed in', {}, true, true],
      ['no flag, signed out', {}, false, true],
    ])('%s', (_case, flags, signedIn, expected) => {
      const context = signedIn ? makePermissionContext() : makeVisitorContext();
      expect(shows(link('/about', flags), context)).toBe(expected);
    });
  });

  it.each([
    [
      'an account section, canonical form',
      accountLinks.balance,
      customer({}),
      customer({ accountUnlocked: false }),
    ],
    [
      'an account section, short form',
      '/balance',
      customer({}),
      customer({ accountUnlocked: false }),
    ],
    [
      'renew?fixed-contract',
      accountLinks.fixedRenew,
      customer({ onVariableContract: true }),
      customer({}),
    ],
    [
      'any warm home discount link',
      'https://www.so.energy/warm-home-discount',
      customer({}),
      customer({ warmHomeDiscountRegionEligible: false }),
    ],
    [
      'Get a quote',
      '/get-a-quote',
      makeVisitorContext(),
      makeVisitorContext({
        featureFlags: makeFeatureFlags({ prospectSwitchJourneyEnabled: false }),
      }),
    ],
  ])('shows %s only where the permission model allows it', (_case, href, allowed, refused) => {
    expect(shows(link(href), allowed)).toBe(true);
    expect(shows(link(href), refused)).toBe(false);
  });

  describe('signed-out visitors', () => {
    it('see the account links the CMS shows them, which lead to the log-in page', () => {
      expect(shows(link(accountLinks.readings), makeVisitorContext())).toBe(true);
      expect(shows(link(accountLinks.helpMoving), makeVisitorContext())).toBe(true);
    });

    it('never see Moving Home: they have no move-out record', () => {
      expect(shows(link(accountLinks.moveOutStatus), makeVisitorContext())).toBe(false);
    });
  });

  it('keeps links no rule covers: Account Home, other sites’ paths', () => {
    const lockedAndRestricted = customer({ accountUnlocked: false, accountRestricted: true });
    expect(shows(link(accountLinks.home), lockedAndRestricted)).toBe(true);
    expect(shows(link('https://help.so.energy/balance'), lockedAndRestricted)).toBe(true);
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
      const [visible] = visibleMenuItems([group], customer({ accountUnlocked: false }));
      expect(visible?.navLinks?.map((child) => child.name)).toEqual(['Refer a Friend']);
    });

    it('drops a group with nothing left to open', () => {
      const group = navigationItemSchema.parse(
        makeNavigationItemBlok('Admin tools', undefined, {
          navLinks: [makeNavigationItemBlok('Admin', accountLinks.admin)],
        }),
      );
      expect(visibleMenuItems([group], makePermissionContext())).toEqual([]);
    });
  });
});
