import { expect, test } from '@playwright/test';
import { createKeyedHash } from '@/gateway/auth/keyed-hash';
import { ratingCodeOf } from '@/gateway/feedback/rating-links';
import { expectNoAxeViolations } from '../utils/axe';
import { E2E_PRODUCTION_ENV } from '../utils/e2e-env';

// The rating link of Jo's welcome email (a seeded sign-up that no other spec rates), as the
// end-to-end server's gateway signs it.
const REFERENCE = ratingCodeOf(createKeyedHash(E2E_PRODUCTION_ENV.GATEWAY_JWT_SECRET), '40277403');

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

test('a link the gateway did not sign is refused as unknown, keeping the choice', async ({
  page,
}) => {
  await page.goto('/reviews?ref=40277403-00000000000000000000000000000000');
  const rating = page.getByRole('region', { name: 'Rate your switch' });
  await rating.getByRole('radio', { name: '5 stars' }).check();
  await rating.getByRole('button', { name: 'Send my rating' }).click();
  await expect(rating.getByText(/^We could not find a switch from that link/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(rating.getByRole('radio', { name: '5 stars' })).toBeChecked();
});

test('without a reference, the page explains how to rate', async ({ page }) => {
  await page.goto('/reviews');
  const rating = page.getByRole('region', { name: 'Rate your switch' });
  await expect(rating.getByText(/use the link in the welcome email/)).toBeVisible();
  await expect(rating.getByRole('radio')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
