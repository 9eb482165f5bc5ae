import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits } from '../../utils/account-e2e';
import { emailCount, latestEmail } from '../../utils/e2e-outbox';
import { logInAs } from '../../utils/e2e-session';

// Alex refunds once on his phone; the desktop test then finds the refund pending.
test.describe.configure({ mode: 'serial' });

const REFUNDED_SUBJECT = 'We are refunding your credit';
const refundPanel = (page: Page) => page.getByRole('region', { name: 'Refund your credit' });
const pendingRow = (page: Page) =>
  page
    .getByRole('table', { name: /Bills, payments, refunds and credits/ })
    .getByRole('row', { name: /Refund of £20\.00 to your bank \(pending\)/ });

async function openBillsAndTransactions(page: Page) {
  await logInAs(page, 'alex@example.com');
  await page.goto('/accounts/balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Bills & Transactions' })).toBeVisible();
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

  test('alex refunds £20 of credit and sees it pending', async ({ page }) => {
    // The gateway makes its database on the first call: the login's.
    await openBillsAndTransactions(page);
    const emailsBefore = emailCount('alex@example.com', REFUNDED_SUBJECT);
    const panel = refundPanel(page);
    const figures = panel.getByRole('table', { name: 'How much we can refund' });
    await expect(figures.getByRole('row', { name: /^Your credit today £[\d,.]+$/ })).toBeVisible();
    await expect(figures.getByRole('row', { name: /^Kept back from your credit/ })).toBeVisible();
    await expect(
      figures.getByRole('row', { name: /^You can ask for up to £[\d,.]+$/ }),
    ).toBeVisible();
    await expect(pendingRow(page)).toHaveCount(0);
    await expectScreenFits(page);

    const amount = panel.getByLabel('Amount to refund (£)');
    await amount.fill('20.001');
    await panel.getByRole('button', { name: 'Refund my credit' }).click();
    await expect(amount).toHaveAccessibleDescription(/Enter an amount in pounds and pence/);
    await expectScreenFits(page);

    await amount.fill('20');
    await panel.getByRole('button', { name: 'Refund my credit' }).click();
    const confirmation = panel.getByText(
      /^We are refunding £20\.00 into your bank account ending \d\d\./,
    );
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText('We have emailed you to confirm.');
    await expect(pendingRow(page)).toContainText('−£20.00');
    await expectScreenFits(page);
    expect(emailCount('alex@example.com', REFUNDED_SUBJECT)).toBe(emailsBefore + 1);
    expect(latestEmail('alex@example.com', REFUNDED_SUBJECT)).toContain(
      'refund £20.00 of the credit',
    );
  });
});

test.describe('on a 1320 px desktop', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[1].viewport });

  test('alex sees his £20 refund pending, and why he cannot ask for another yet', async ({
    page,
  }) => {
    await openBillsAndTransactions(page);
    await expect(pendingRow(page)).toContainText('Not yet taken');
    await expect(refundPanel(page)).toContainText(
      'We are already paying you a refund. You can ask for another once it has reached your bank.',
    );
    await expect(refundPanel(page).getByRole('button', { name: 'Refund my credit' })).toHaveCount(
      0,
    );
    await expectScreenFits(page);
  });
});
