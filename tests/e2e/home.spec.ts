import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';
import { sidewaysOverflow } from '../utils/sideways-overflow';

test.describe('home page', () => {
  test('shows the headline, lets keyboard users skip to the content and passes axe', async ({
    page,
  }) => {
    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Great value green energy made easy' }),
    ).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('fits a 375 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');

    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
});
