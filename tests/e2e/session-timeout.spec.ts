import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';
import { logInAs } from '../utils/e2e-session';

const MINUTE = 60 * 1000;
/** A session without 'Keep me signed in' lasts 2 hours (gateway/auth/sessions.ts). */
const SHORT_SESSION = 120 * MINUTE;

const warning = (page: Page) => page.getByRole('dialog', { name: 'You will be logged out soon' });
const browserNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * Alex logs in without 'Keep me signed in' and leaves the page alone until 4 minutes before the
 * session ends: the warning (due 5 minutes before) opens with focus on 'Stay logged in'.
 */
async function idleUntilWarned(page: Page) {
  // The browser's clock was installed at the real time, and the gateway dates the session by it.
  const loggedInAt = Date.now();
  await logInAs(page, 'alex@example.com');
  const warnedAt = loggedInAt + SHORT_SESSION - 4 * MINUTE;
  await page.clock.fastForward(warnedAt - (await browserNow(page)));

  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toContainText('we will log you out in');
  await expect(warning(page).getByRole('button', { name: 'Stay logged in' })).toBeFocused();
}

test.describe('the warning before a session ends (WCAG 2.2.1)', () => {
  test.use({ viewport: { width: 1320, height: 900 } });

  test.beforeEach(async ({ page }) => {
    // Before any page loads, so the session's timers run on this clock.
    await page.clock.install();
  });

  test('Log out ends the session and lands on the home page', async ({ page }) => {
    await idleUntilWarned(page);
    await expectNoAxeViolations(page);

    await warning(page).getByRole('button', { name: 'Log out' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Great value green energy made easy' }),
    ).toBeVisible();
    await expect(warning(page)).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }),
    ).toBeVisible();
    await page.goto('/accounts');
    await expect(page).toHaveURL(/\/accounts\/login\?returnUrl=%2Faccounts$/);
  });
});
