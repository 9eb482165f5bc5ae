import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../utils/axe';
import { emailCount, latestEmail } from '../../utils/e2e-outbox';
import { DEMO_PASSWORD, logInAs } from '../../utils/e2e-session';
import { VALID_BANK } from '../../utils/quote-journey-e2e';

const CHANGED_SUBJECT = 'Your Direct Debit bank details have changed';

test('alex moves his Direct Debit to another bank account, giving his password, and is emailed', async ({
  page,
}) => {
  const emailsBefore = emailCount('alex@example.com', CHANGED_SUBJECT);
  await logInAs(page, 'alex@example.com');
  await page.goto('/accounts/payments');
  const section = page.getByRole('region', { name: 'Change the bank account you pay from' });
  await section.getByLabel('Sort code').fill(VALID_BANK.sortCode);
  await section.getByLabel('Account number').fill(VALID_BANK.accountNumber);
  await section.getByLabel(/can authorise Direct Debits/).check();
  await section.getByLabel('Your password').fill('not-my-password');
  await section.getByRole('button', { name: 'Change bank account' }).click();

  const password = section.getByLabel('Your password');
  await expect(password).toHaveAttribute('aria-invalid', 'true', { timeout: 30_000 });
  await expect(section.getByText('That is not your current password.')).toBeVisible();
  await expect(section.getByLabel('Account number')).toHaveValue(VALID_BANK.accountNumber);
  await expectNoAxeViolations(page);

  await password.fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: 'Change bank account' }).click();
  await expect(
    section.getByText(
      'Thank you. We will collect your Direct Debit from the account ending 58 from your next payment.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Your Direct Debit' })).toContainText('******58');
  await expect(password).toHaveValue('');
  expect(emailCount('alex@example.com', CHANGED_SUBJECT)).toBe(emailsBefore + 1);
  expect(latestEmail('alex@example.com', CHANGED_SUBJECT)).toContain('the account ending 58');
});
