import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';

test.describe('not found', () => {
  for (const width of [375, 1320]) {
    test(`an unknown address shows the 404 page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto('/this-page-does-not-exist');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
      ).toBeVisible();
      await expect(page.getByText("The page you were looking for doesn't exist.")).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
      await expect(
        page.getByRole('link', { name: /Great value green energy made easy/ }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cookie Preferences' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('a page change while offline shows the network error screen', async ({ page, context }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Uh oh, looks like there's no internet!" }),
  ).toBeVisible();
  await expect(page.getByText('Please check your connection and try again.')).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're back online." })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Great value green energy made easy' }),
  ).toBeVisible();
});
