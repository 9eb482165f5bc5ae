import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';

test("a friend's link shows who referred them and carries the code to the quote", async ({
  page,
}) => {
  await page.goto('/r/ALEX-M7Q2');
  const invitation = page.getByRole('region', { name: 'Your invitation' });
  await expect(invitation.getByText('Alex has invited you to switch to So Energy.')).toBeVisible();
  await expect(invitation).toContainText("you'll both get £50 credit");
  await expect(invitation).not.toContainText('Morgan');
  await expect(invitation.getByRole('link', { name: 'Get your quote' })).toHaveAttribute(
    'href',
    '/energy/quote?referral=ALEX-M7Q2',
  );
  await expectNoAxeViolations(page);
});

test('an unknown code gets a friendly message and the normal offer', async ({ page }) => {
  await page.goto('/r/NOBODY-2026');
  const invitation = page.getByRole('region', { name: 'Your invitation' });
  await expect(invitation.getByText(/^We couldn't find that referral link/)).toBeVisible();
  await expect(invitation).toContainText('100% renewable electricity');
  await expect(invitation.getByRole('link', { name: 'Get your quote' })).toHaveAttribute(
    'href',
    '/energy/quote',
  );
  await expectNoAxeViolations(page);
});
