import {
  makeFeatureFlags,
  makePermissionContext,
  makeUserStatus,
  makeVisitorContext,
} from '@/tests/utils/permissions';
import { linkAccess } from './link-access';

describe('linkAccess', () => {
  it('answers for the account section a link leads to, by any of its forms', () => {
    const locked = makePermissionContext({
      userStatus: makeUserStatus({ accountUnlocked: false }),
    });
    for (const href of ['/accounts/balance', '/balance']) {
      expect(linkAccess(href, locked)).toMatchObject({ allowed: false, logInFirst: false });
      expect(linkAccess(href, makePermissionContext())).toEqual({ allowed: true });
    }
  });

  describe('/get-a-quote hidden unless the prospect switch journey is enabled', () => {
    it.each([
      [true, makeVisitorContext()],
      [true, makePermissionContext()],
    ])('open while the journey is on (signed in: %s)', (_signedIn, context) => {
      expect(linkAccess('/get-a-quote', context)).toEqual({ allowed: true });
    });

    it('closed, in words, while it is off, whoever asks', () => {
      const featureFlags = makeFeatureFlags({ prospectSwitchJourneyEnabled: false });
      for (const context of [
        makeVisitorContext({ featureFlags }),
        makePermissionContext({ featureFlags }),
      ]) {
        expect(linkAccess('/get-a-quote/', context)).toEqual({
          allowed: false,
          reason: 'Online quotes are not available at the moment.',
          logInFirst: false,
        });
      }
    });
  });

  it('has no answer for a link no rule covers', () => {
    expect(linkAccess('/about', makeVisitorContext())).toBeNull();
    expect(linkAccess('https://www.so.energy/get-a-quote', makeVisitorContext())).toBeNull();
  });
});
