import { expect, test } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits } from '../../utils/account-e2e';
import { logInAs } from '../../utils/e2e-session';

// The connection notice, while the browser is offline and the session could not be renewed.
const STILL_SIGNED_IN = "You're still signed in, and we'll reconnect when you're back online.";

test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

// Jo, whom no lasting spec changes: nothing here changes her data, only her session's tokens.
test('jo stays signed in with no signal past the hour her access token lasts, and is renewed without a login once back', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await logInAs(page, 'jo@example.com');
  const greeting = page.getByRole('heading', { level: 1, name: 'Hello, Jo' });
  await expect(greeting).toBeVisible();
  // The signal goes once the page has everything it loads (its lazy code, fonts and images).
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  // Past the access token's hour, and so past the 2-hour session's renewal time.
  await page.clock.fastForward('01:01:00');
  await page.mouse.move(20, 200);
  await page.mouse.move(40, 220);

  await expect(page.getByRole('status').filter({ hasText: STILL_SIGNED_IN })).toBeVisible();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(greeting).toBeVisible();
  await expect(page.getByText('Your session has ended. Please log in again.')).toHaveCount(0);
  await expectScreenFits(page);
  await page.setViewportSize(ACCOUNT_VIEWPORTS[1].viewport);
  await expectScreenFits(page);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're back online." })).toBeVisible();
  await expect(page.getByText(/You're still signed in/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/accounts$/);

  await page.reload();
  await expect(greeting).toBeVisible();
  await expect(page).toHaveURL(/\/accounts$/);
});
