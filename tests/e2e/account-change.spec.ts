import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits, openByShortLink } from '../utils/account-e2e';
import { logInAs } from '../utils/e2e-session';

/** The header every account screen shows: "Account <number>, <line1>, <postcode>". */
const screenHeader = (page: Page, account: string) =>
  page.getByText(`Account ${account}`, { exact: true });

const LEEDS = 'Account 40422961';
const CARDIFF = 'Account 40598314';

for (const { name, viewport } of ACCOUNT_VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test('sam chooses the Cardiff flat, every screen then shows it, and he switches back to Leeds', async ({
      page,
    }) => {
      await logInAs(page, 'sam@example.com');
      await openByShortLink(page, '/choose', '/accounts/change', 'Change Account');
      const leeds = page.getByRole('article', { name: LEEDS });
      const cardiff = page.getByRole('article', { name: CARDIFF });
      await expect(leeds).toContainText('8 Grove Terrace');
      await expect(leeds).toContainText('Gas & electricity');
      await expect(leeds).toContainText("You're viewing this account");
      await expect(cardiff).toContainText('41 Cathedral Road');
      await expect(cardiff).toContainText(/Energy\s*Electricity/);
      await expectScreenFits(page);

      await cardiff.getByRole('button', { name: /^View this account/ }).click();
      await expect(page).toHaveURL(/\/accounts$/);
      await expect(page.getByText('Account number 40598314', { exact: true })).toBeVisible();
      await expectScreenFits(page);

      for (const [path, title] of [
        ['/accounts/tariff-information', 'Tariff Details'],
        ['/accounts/readings', 'Meter Readings'],
        ['/accounts/balance', 'Bills & Transactions'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(screenHeader(page, '40598314, Flat 3, CF11 9HB')).toBeVisible();
        await expectScreenFits(page);
      }

      await page.goto('/accounts/change');
      await expect(cardiff).toContainText("You're viewing this account");
      await leeds.getByRole('button', { name: /^View this account/ }).click();
      await expect(page).toHaveURL(/\/accounts$/);
      await expect(page.getByText('Account number 40422961', { exact: true })).toBeVisible();
      await page.goto('/accounts/tariff-information');
      await expect(screenHeader(page, '40422961, 8 Grove Terrace, LS6 2AP')).toBeVisible();
      await expectScreenFits(page);
    });
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

  test('alex, who has one account, is told in words why Change Account is not available', async ({
    page,
  }) => {
    await logInAs(page, 'alex@example.com');
    await openByShortLink(page, '/choose', '/accounts/change', 'Change Account');
    await expect(
      page.getByRole('heading', { name: 'This is not available for your account' }),
    ).toBeVisible();
    await expect(page.getByText('You have one account with us.')).toBeVisible();
    await expectScreenFits(page);
  });
});
