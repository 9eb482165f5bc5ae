import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';

// Jo's account number: a seeded sign-up that no other spec rates.
const REFERENCE = '40277403';

test('rates a switch with the keyboard, once per sign-up', async ({ page }) => {
  await page.goto(`/reviews?ref=${REFERENCE}`);
  const rating = page.getByRole('region', { name: 'Rate your switch' });
  const stars = rating.getByRole('group', { name: 'How did your switch to So Energy go?' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await expectNoAxeViolations(page);

  await stars.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await rating
    .getByRole('textbox', { name: 'Tell us more (optional)' })
    .fill('Switching took five minutes.');
  await rating.getByRole('button', { name: 'Send my rating' }).click();
  await expect(rating.getByText(/^Thank you for rating your switch/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await stars.getByRole('radio', { name: '2 stars' }).check();
  await rating.getByRole('button', { name: 'Send my rating' }).click();
  await expect(
    rating.getByText(
      'You have already rated this switch, so we have kept your first rating. Thank you!',
    ),
  ).toBeVisible();
});

test('without a reference, the page explains how to rate', async ({ page }) => {
  await page.goto('/reviews');
  const rating = page.getByRole('region', { name: 'Rate your switch' });
  await expect(rating.getByText(/use the link in the welcome email/)).toBeVisible();
  await expect(rating.getByRole('radio')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
