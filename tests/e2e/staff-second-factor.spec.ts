import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';
import { submitLogin } from '../utils/e2e-session';
import { asOnlyStaffLogin, completeStaffLoginOnPage } from '../utils/e2e-staff';

/**
 * Staff (Priya, admin@example.com) log in with a second factor: after the password, the login
 * page sets up her authenticator app (whichever spec logs her in first in the run) or asks for
 * its code; the session is never kept past the browser closing, 'Keep me signed in' or not.
 */

const LONG_LIVED_COOKIE = 'myaccount_remember-me_long_lived_refresh_token';
const SHORT_LIVED_COOKIE = 'myaccount_refresh_token';

test('a staff login asks for the second factor after the password, then logs in for the browser session only', async ({
  page,
  context,
}) => {
  await asOnlyStaffLogin(async () => {
    await page.goto('/accounts/login');
    const answer = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
    await submitLogin(page, 'admin@example.com', { keepSignedIn: true });
    expect((await answer).status()).toBe(200);

    const step = page.getByRole('heading', { level: 2 });
    await expect(step).toHaveText(/^(Enter your code|Set up your authenticator app)$/);
    await expect(step).toBeFocused();
    // Nothing is signed in yet: no refresh cookie, and the page stays on the login.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
      SHORT_LIVED_COOKIE,
    );
    await expect(page).toHaveURL(/\/accounts\/login$/);
    await expectNoAxeViolations(page);

    await completeStaffLoginOnPage(page, 'admin@example.com');
  });

  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Priya' })).toBeVisible();
  const cookies = await context.cookies();
  const refresh = cookies.find((cookie) => cookie.name === SHORT_LIVED_COOKIE);
  expect(refresh?.expires).toBe(-1);
  expect(cookies.map((cookie) => cookie.name)).not.toContain(LONG_LIVED_COOKIE);
  expect(cookies.find((cookie) => cookie.name === 'website_session_long_lived')?.value).toBe(
    'false',
  );
});
