import { expect, test } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits, openByShortLink } from '../utils/account-e2e';
import { logInAs } from '../utils/e2e-session';

// Alex and sam renew in lasting-changes/account-renew.spec.ts, once the other journeys are done.

for (const { name, viewport } of ACCOUNT_VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test('admin, on a variable tariff, sees fixed tariffs beside staying on it, with their labels', async ({
      page,
    }) => {
      await logInAs(page, 'admin@example.com');
      await page.goto('/renew?fixed-contract');
      await expect(page).toHaveURL(/\/accounts\/renew\?fixed-contract/);
      await expect(page.getByRole('heading', { level: 1, name: 'Fix your tariff' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your price now' })).toContainText(
        'You are on a variable tariff',
      );
      const offers = page.getByRole('region', { name: 'Fixed tariffs for you' });
      await expect(offers.getByRole('article', { name: 'Staying on So Flex' })).toContainText(
        /about £[\d,.]+ a year/,
      );
      const fixed = offers.getByRole('article', { name: 'So Fixed 12M' });
      await expect(fixed).toContainText(/£[\d,.]+ a year (less|more) than staying on So Flex/);
      await expectScreenFits(page);

      await fixed.getByRole('button', { name: /View Tariff Information Label/ }).click();
      const label = page.getByRole('dialog', { name: /Tariff Information Label: So Fixed 12M/ });
      await expect(label.getByRole('row', { name: /Tariff type/ })).toBeVisible();
      await label.getByRole('button', { name: 'Close' }).click();
      await expect(label).toBeHidden();
    });
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

  test("sam's two-year fix in Leeds says the day its renewal offers open", async ({ page }) => {
    await logInAs(page, 'sam@example.com');
    await openByShortLink(page, '/renew', '/accounts/renew', 'Renew your tariff');
    await expect(
      page.getByRole('heading', { name: /^Your renewal offers open on \d{1,2} \w+ \d{4}$/ }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your price now' })).toContainText(
      /Your price is fixed for [\d,]+ more days/,
    );
    await expectScreenFits(page);
  });

  test('admin, on a variable tariff, is sent from renew to the fixed tariffs', async ({ page }) => {
    await logInAs(page, 'admin@example.com');
    await page.goto('/accounts/renew');
    await expect(
      page.getByRole('heading', { name: 'This is not available for your account' }),
    ).toBeVisible();
    await expectScreenFits(page);
    await page.getByRole('link', { name: 'See our fixed tariffs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fix your tariff' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Fixed tariffs for you' }).getByRole('article').first(),
    ).toBeVisible();
  });
});
