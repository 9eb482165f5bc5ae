import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../utils/axe';
import { bottomOf, boxOf } from '../../utils/layout';
import { visitHomeWithBanner } from '../../utils/visit-home-with-banner';

// This project's server is a staging build (playwright.config.ts), its banner set to red.

/** --color-staging-red-background */
const RED = 'rgb(179, 38, 30)';

for (const width of [375, 1320]) {
  test.describe(`staging at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the red staging banner tops every page, the header and page below it', async ({
      page,
    }) => {
      await visitHomeWithBanner(page);
      const staging = page.getByRole('complementary', { name: /Staging notice/ });
      await expect(staging).toHaveText('Staging preview: Some changes may be unfinished.');
      await expect(staging).toHaveCSS('background-color', RED);

      const stagingBox = await boxOf(staging);
      const header = await boxOf(page.getByRole('banner'));
      const announcement = await boxOf(page.getByRole('region', { name: 'Announcement' }));
      expect(stagingBox.y).toBe(0);
      expect(header.y).toBeGreaterThanOrEqual(bottomOf(stagingBox));
      expect(announcement.y).toBeGreaterThanOrEqual(bottomOf(header));
      await expectNoAxeViolations(page);

      await page.goto('/accounts/login');
      await expect(staging).toBeVisible();
      const heading = await boxOf(page.getByRole('heading', { level: 1 }));
      expect(heading.y).toBeGreaterThanOrEqual(bottomOf(await boxOf(page.getByRole('banner'))));
      await expectNoAxeViolations(page);
    });
  });
}

test('staging shows draft stories and asks search engines to stay away', async ({
  page,
  request,
}) => {
  await page.goto('/blog/cooking-christmas-dinner-for-less');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cooking Christmas dinner without a big energy bill',
  );

  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/^Disallow: \/$/m);
});
