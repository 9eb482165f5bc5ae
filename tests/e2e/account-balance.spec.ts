import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNT_VIEWPORTS,
  expectScreenFits,
  openByShortLink,
  parsedCsv,
} from '../utils/account-e2e';
import { logInAs } from '../utils/e2e-session';

const transactionsTable = (page: Page) =>
  page.getByRole('table', { name: /Bills, payments, refunds and credits/ });

/** '1,234.56' or '12.5' as a number. */
const numberIn = (text: string) => Number(text.replaceAll(',', ''));

/** Checks a gas line's working: m³ × volume correction × calorific value ÷ 3.6 = kWh. */
async function expectGasConversionAddsUp(page: Page) {
  const working = page.getByText(/m³ × 1\.02264 \(volume correction\) ×/).first();
  const text = (await working.textContent()) ?? '';
  const [, cubicMetres, calorificValue, kwh] =
    /^([\d,.]+) m³ × 1\.02264 \(volume correction\) × ([\d.]+) MJ\/m³ \(calorific value\) ÷ 3\.6 = ([\d,.]+) kWh$/.exec(
      text,
    ) ?? [];
  expect(cubicMetres, text).toBeDefined();
  const expected = (numberIn(cubicMetres!) * 1.02264 * numberIn(calorificValue!)) / 3.6;
  expect(numberIn(kwh!)).toBeCloseTo(expected, 1);
}

for (const { name, viewport } of ACCOUNT_VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test('alex sees the balance and transactions, opens a bill explained, and prints it', async ({
      page,
    }) => {
      await logInAs(page, 'alex@example.com');
      await openByShortLink(page, '/balance', '/accounts/balance', 'Bills & Transactions');
      await expect(page.getByText('Account 40318275, 14 Ashley Down Road, BS7 9JN')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Balance' })).toContainText(/in credit|to pay/);
      await expect(transactionsTable(page)).toHaveAccessibleName(/page 1 of \d+/);
      await expectScreenFits(page);

      await transactionsTable(page)
        .getByRole('link', { name: /^Bill for / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/accounts\/balance\/bill\?id=\d+$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your bill explained' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Electricity' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Gas' })).toBeVisible();
      await expect(page.getByText(/Opening reading, /).first()).toBeVisible();
      await expectGasConversionAddsUp(page);
      await expect(page.getByRole('table', { name: 'How the total adds up' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your balance' })).toContainText(
        /This bill took £[\d,.]+ from it, leaving/,
      );
      await expectScreenFits(page);

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner').first()).toBeHidden();
      await expect(page.getByRole('heading', { name: /^Bill for / })).toBeVisible();
    });

    test('alex downloads every transaction as a CSV whose balances add up', async ({ page }) => {
      await logInAs(page, 'alex@example.com');
      await page.goto('/accounts/balance');
      const firstRow = transactionsTable(page).getByRole('row').nth(1);
      await expect(firstRow).toBeVisible();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download all (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('so-energy-40318275-transactions.csv');
      const rows = await parsedCsv(download);
      expect(rows.length).toBeGreaterThan(10);
      expect(Object.keys(rows[0]!)).toEqual([
        'Date',
        'Type',
        'Description',
        'Amount (£)',
        'Balance (£)',
      ]);
      await expect(firstRow).toContainText(rows[0]!.Description!);
      // Newest first: each balance is the one before it plus that transaction's amount.
      rows.slice(0, -1).forEach((row, index) => {
        const older = rows[index + 1]!;
        expect(Number(row['Balance (£)']) * 100).toBeCloseTo(
          (Number(older['Balance (£)']) + Number(row['Amount (£)'])) * 100,
          0,
        );
      });
    });
  });
}

test.describe('a customer in debit', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

  test('jo, whose account is restricted, sees what is owed and asks for a payment plan', async ({
    page,
  }) => {
    await logInAs(page, 'jo@example.com');
    await openByShortLink(page, '/balance', '/accounts/balance', 'Bills & Transactions');
    const owed = page.getByRole('region', { name: /^You owe £[\d,.]+$/ });
    await expect(owed).toBeVisible();
    await expectScreenFits(page);

    const phone = owed.getByLabel('Phone number');
    await phone.fill('0161 496 0000');
    await owed.getByLabel(/^9 months: about £[\d,.]+ a month$/).check();
    await owed.getByLabel(/Anything you would like us to know/).fill('My hours were cut.');
    await owed.getByRole('button', { name: 'Ask for a payment plan' }).click();
    await expect(owed.getByRole('status')).toContainText(
      /We have your request of \d+ \w+ \d{4} to spread £[\d,.]+ over 9 months .* We will call you on 01614960000 within 2 working days\./,
    );
    await expectScreenFits(page);

    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'over 9 months' })).toBeVisible();
  });
});
