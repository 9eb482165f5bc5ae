import { expect, test } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits, openByShortLink } from '../utils/account-e2e';
import { logInAs } from '../utils/e2e-session';

// Alex and sam tell us they are moving in lasting-changes/moving-home.spec.ts.

for (const { name, viewport } of ACCOUNT_VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test('jo, who is moving out, follows each step of her move', async ({ page }) => {
      await logInAs(page, 'jo@example.com');
      await openByShortLink(page, '/move-out/status', '/accounts/move-out/status', 'Moving Home');
      const steps = page.getByRole('region', { name: 'Your move' });
      await expect(steps.getByRole('listitem')).toHaveText([
        /^DoneMoving date confirmed.*15 Sharrow Vale Road, Sheffield, S11 8ZA/,
        /^Coming upFinal meter readingDue on/,
        /^Coming upFinal billExpected by/,
        /^Coming upAny credit refunded/,
      ]);
      // Jo's account is restricted: readings cannot be sent online.
      await expect(page.getByRole('region', { name: 'Your final meter reading' })).toContainText(
        'Call us on 0330 111 5050 with your readings',
      );
      await expect(page.getByRole('link', { name: 'Get a quote for S11 8ZA' })).toBeVisible();
      await expectScreenFits(page);
    });
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

  test('jo, who has told us already, sees her move on Moving home and its quote for the new home', async ({
    page,
  }) => {
    await logInAs(page, 'jo@example.com');
    await openByShortLink(page, '/help/moving', '/accounts/help/moving', 'Moving home');
    await expect(page.getByRole('region', { name: 'We have your move' })).toContainText(
      'Your final bill goes to 15 Sharrow Vale Road, S11 8ZA.',
    );
    await expectScreenFits(page);
    await page.getByRole('link', { name: 'Get a quote for S11 8ZA' }).click();
    await expect(page).toHaveURL(/\/energy\/quote\?postcode=S11%208ZA/);
    await expect(page.getByLabel('Postcode')).toHaveValue('S11 8ZA');
  });
});
