import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNT_VIEWPORTS,
  expectScreenFits,
  openByShortLink,
  selectAccount,
} from '../../utils/account-e2e';
import { logInAs } from '../../utils/e2e-session';

/** Chooses an offer, checks the cooling-off right is stated, and confirms. */
async function renewOnto(page: Page, tariff: string) {
  const offers = page.getByRole('region', { name: 'Fixed tariffs for you' });
  await offers.getByRole('button', { name: `Choose this tariff (${tariff})` }).click();
  const confirmation = page.getByRole('dialog', { name: `Renew onto ${tariff}?` });
  await expect(confirmation).toContainText(
    'You have 14 days from today to cancel this renewal, without giving a reason and at no cost',
  );
  await confirmation.getByRole('button', { name: 'Yes, renew my tariff' }).click();
  const pending = page.getByRole('region', { name: 'Your renewal is under way' });
  await expect(pending).toContainText(`You are moving to ${tariff} on`);
  await expect(confirmation).toBeHidden();
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

  test('alex renews his fix, and renew then leaves Account Home', async ({ page }) => {
    await logInAs(page, 'alex@example.com');
    await expect(page.getByRole('link', { name: /Renew your tariff/ })).toBeVisible();
    await openByShortLink(page, '/renew', '/accounts/renew', 'Renew your tariff');
    const facts = page.getByRole('region', { name: 'Your price now' });
    // The seed's fix ends 40 days after the day the gateway started.
    await expect(facts).toContainText('Your price is fixed for 40 more days');
    await expect(facts).toContainText('you are in the last 49 days of your tariff');
    await expect(facts).toContainText(/If you do nothing, you move to So Flex/);
    await expectScreenFits(page);

    await renewOnto(page, 'So Fixed 12M');
    await expectScreenFits(page);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Your renewal is under way' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to your account' }).click();
    await expect(page.getByRole('link', { name: /Bills & Transactions/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Renew your tariff/ })).toHaveCount(0);
  });
});

test.describe('on a 1320 px desktop', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[1].viewport });

  test("sam fixes his Cardiff flat's variable tariff", async ({ page }) => {
    await logInAs(page, 'sam@example.com');
    // Sam's accounts in seed order: Leeds (2), then the Cardiff flat (3).
    await selectAccount(page, 'sam@example.com', 3);
    await page.goto('/accounts/renew?fixed-contract');
    await expect(page.getByRole('heading', { level: 1, name: 'Fix your tariff' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Fixed tariffs for you' }).getByRole('article').first(),
    ).toBeVisible();
    await expectScreenFits(page);

    const cheapest = page
      .getByRole('region', { name: 'Fixed tariffs for you' })
      .getByRole('heading', { level: 3 })
      .nth(1);
    await renewOnto(page, (await cheapest.textContent()) ?? '');
    await expectScreenFits(page);

    await page.goto('/accounts');
    await expect(page.getByRole('link', { name: /Bills & Transactions/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Fix your tariff/ })).toHaveCount(0);
  });
});
