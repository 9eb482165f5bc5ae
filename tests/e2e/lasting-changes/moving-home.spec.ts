import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits, selectAccount } from '../../utils/account-e2e';
import { logInAs } from '../../utils/e2e-session';

const inThirtyDays = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** Tells us about a move from Moving home, and follows it to Moving Home's steps. */
async function tellUsAboutAMove(page: Page) {
  await page.goto('/accounts/help/moving');
  await expect(page.getByRole('heading', { level: 1, name: 'Moving home' })).toBeVisible();
  await expectScreenFits(page);

  await page.getByLabel('Address line 1').fill('3 Pulteney Bridge');
  await page.getByLabel('Town or city').fill('Bath');
  await page.getByLabel('Postcode').fill('ba2 4at');
  await page.getByRole('button', { name: 'Tell us you are moving' }).click();
  await expect(page.getByLabel('The day you move out')).toHaveAccessibleDescription(
    /Enter the day you move out/,
  );

  await page.getByLabel('The day you move out').fill(inThirtyDays());
  await page.getByRole('button', { name: 'Tell us you are moving' }).click();
  await expect(page.getByRole('region', { name: 'We have your move' })).toContainText(
    'Your final bill goes to 3 Pulteney Bridge, BA2 4AT.',
  );
  await expectScreenFits(page);

  await page.getByRole('link', { name: 'Follow your move' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moving Home' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your move' }).getByRole('listitem')).toHaveText([
    /^DoneMoving date confirmed.*3 Pulteney Bridge, Bath, BA2 4AT/,
    /^Coming upFinal meter readingDue on/,
    /^Coming upFinal billExpected by/,
    /^Coming upAny credit refunded/,
  ]);
  await expectScreenFits(page);
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

  test('alex tells us he is moving and follows his move', async ({ page }) => {
    await logInAs(page, 'alex@example.com');
    await tellUsAboutAMove(page);
    await expect(
      page
        .getByRole('region', { name: 'Your final meter reading' })
        .getByRole('link', { name: 'Send your readings on Meter Readings' }),
    ).toBeVisible();
  });
});

test.describe('on a 1320 px desktop', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[1].viewport });

  test('sam tells us he is moving out of the Cardiff flat and follows the move', async ({
    page,
  }) => {
    await logInAs(page, 'sam@example.com');
    await selectAccount(page, 'sam@example.com', 3);
    await tellUsAboutAMove(page);
  });
});
