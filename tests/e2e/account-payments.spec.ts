import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';
import { logInAs } from '../utils/e2e-session';
import { sidewaysOverflow } from '../utils/sideways-overflow';

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

async function expectAlexsPayments(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const directDebit = region(page, 'Your Direct Debit');
  await expect(directDebit).toContainText('**-**-47');
  await expect(directDebit).toContainText('******21');
  const forecast = region(page, /How we worked out £[\d,]+\.00 a month/);
  await expect(forecast.getByRole('row', { name: /Electricity standing charge/ })).toBeVisible();
  await expect(forecast.getByRole('row', { name: /Recommended monthly payment/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /Payments we have received/ })).toBeVisible();
}

test.describe('on a 1320 px desktop', () => {
  test.use({ viewport: { width: 1320, height: 900 } });

  test('alex changes the Direct Debit day, confirming it, and is told the change in words', async ({
    page,
  }) => {
    await logInAs(page, 'alex@example.com');
    await page.goto('/payments');
    await expect(page).toHaveURL(/\/accounts\/payments$/);
    await expectAlexsPayments(page);
    await expectNoAxeViolations(page);

    const change = region(page, 'Change your payment amount or day');
    await change.getByLabel('Payment day', { exact: true }).selectOption('1st');
    await change.getByRole('button', { name: 'Continue' }).click();
    await expect(change).toContainText(
      /Your Direct Debit will be £[\d,.]+ on the 1st of each month from/,
    );
    await expectNoAxeViolations(page);
    await change.getByRole('button', { name: 'Confirm' }).click();

    await expect(
      change.getByText(/You changed your payment day from the 15th to the 1st on/),
    ).toBeVisible();
    await expect(region(page, 'Your Direct Debit')).toContainText('The 1st of each month');
    await page.reload();
    await expect(region(page, 'Your Direct Debit')).toContainText(
      /You changed your payment day from the 15th to the 1st on \d{1,2} \w+ \d{4}\./,
    );
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('alex sees the Direct Debit explained without sideways scrolling', async ({ page }) => {
    await logInAs(page, 'alex@example.com');
    await page.goto('/accounts/payments');
    await expectAlexsPayments(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('jo, whose account is restricted, is told why in words', async ({ page }) => {
    await logInAs(page, 'jo@example.com');
    await page.goto('/accounts/payments');
    await expect(
      page.getByRole('heading', { name: 'This is not available for your account' }),
    ).toBeVisible();
    await expect(region(page, 'Your Direct Debit')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
