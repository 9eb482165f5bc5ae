import { expect, test, type Route } from '@playwright/test';
import { ACCOUNT_SECTIONS } from '@/lib/gateway/contract/account-sections';
import { ACCOUNT_VIEWPORTS } from '../utils/account-e2e';
import { expectNoAxeViolations } from '../utils/axe';
import { logInAs } from '../utils/e2e-session';

/**
 * Every call for one account's data (readings, tariff, usage, smart meter…) but its state, which
 * the permission model reads before a screen shows.
 */
const ACCOUNT_DATA = /\/api\/v1\/accounts\/\d+\/(?!state$)/;

const SCREENS = (
  [
    { section: 'readings', loading: 'Loading your meters' },
    { section: 'tariff', loading: 'Loading your tariff' },
    { section: 'usage', loading: 'Loading your energy use' },
    { section: 'smartMeterPortal', loading: 'Loading your smart meter' },
    { section: 'warmHomeDiscount', loading: 'Loading your Warm Home Discount' },
    { section: 'renew', loading: 'Pricing your offers' },
  ] as const
).map(({ section, loading }) => ({ path: ACCOUNT_SECTIONS[section].route, loading }));

test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

test("while alex's account data is on its way, each screen says what is loading and passes axe", async ({
  page,
}) => {
  await logInAs(page, 'alex@example.com');
  const held: Route[] = [];
  await page.route(ACCOUNT_DATA, (route) => void held.push(route));

  for (const { path, loading } of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: loading }).first()).toBeAttached();
    await expectNoAxeViolations(page);
    await Promise.all(held.splice(0).map((route) => route.abort()));
  }
});
