import { expect, test } from '@playwright/test';
import {
  ACCOUNT_VIEWPORTS,
  expectScreenFits,
  openByShortLink,
  selectAccount,
} from '../utils/account-e2e';
import { logInAs } from '../utils/e2e-session';

for (const { name, viewport } of ACCOUNT_VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test("alex sees each fuel's prices with VAT, the fee-free window and the label", async ({
      page,
    }) => {
      await logInAs(page, 'alex@example.com');
      await openByShortLink(page, '/tariff', '/accounts/tariff-information', 'Tariff Details');
      const electricity = page.getByRole('region', { name: 'Electricity: So Fixed 12M' });
      await expect(electricity).toContainText(/Unit rate\s*[\d.]+p per kWh/);
      await expect(electricity).toContainText(/Standing charge\s*[\d.]+p per day/);
      // Alex's fix ends in 40 days: inside the last 49, when leaving costs nothing.
      await expect(electricity).toContainText('You are in the last 49 days of your tariff');
      await expect(page.getByRole('region', { name: 'Gas: So Fixed 12M' })).toBeVisible();
      const label = page.getByRole('table', { name: /The key facts of your tariff/ });
      await expect(
        label.getByRole('row', { name: /Payment method Monthly Direct Debit/ }),
      ).toBeVisible();
      await expect(
        label.getByRole('row', { name: /Estimated annual cost £[\d,.]+/ }),
      ).toBeVisible();
      await expectScreenFits(page);
    });
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

  test("sam's Cardiff flat shows its Economy 7 day and night rates on a variable tariff", async ({
    page,
  }) => {
    await logInAs(page, 'sam@example.com');
    // Sam's accounts in seed order: Leeds (2), then the Cardiff flat (3).
    await selectAccount(page, 'sam@example.com', 3);
    await page.goto('/accounts/tariff-information');
    const electricity = page.getByRole('region', { name: 'Electricity: So Flex' });
    await expect(electricity).toContainText('Variable, Economy 7');
    await expect(electricity).toContainText(/Day unit rate\s*[\d.]+p per kWh/);
    await expect(electricity).toContainText(/Night unit rate\s*[\d.]+p per kWh/);
    await expect(electricity).toContainText('No end date');
    await expectScreenFits(page);
  });

  test('jo, whose account is restricted, is told in words why tariff details are not available', async ({
    page,
  }) => {
    await logInAs(page, 'jo@example.com');
    await openByShortLink(page, '/tariff', '/accounts/tariff-information', 'Tariff Details');
    await expect(
      page.getByRole('heading', { name: 'This is not available for your account' }),
    ).toBeVisible();
    await expectScreenFits(page);
  });
});
