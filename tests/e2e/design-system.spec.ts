import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';
import { sidewaysOverflow } from '../utils/sideways-overflow';

for (const width of [375, 1320]) {
  test.describe(`design system at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows every variant, opens a modal with the keyboard and passes axe', async ({
      page,
    }) => {
      await page.goto('/design-system');
      await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // One for each of lib/ui/button.tsx's variants, danger included.
      await expect(page.getByRole('button', { name: 'Get a quote (xs)' })).toHaveCount(9);
      await expect(
        page.getByRole('textbox', { name: 'Meter reading' }),
      ).toHaveAccessibleDescription('Enter your reading using numbers only');
      await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveAccessibleDescription(
        'Choose what your message is about',
      );
      await expect(
        page.getByRole('group', { name: 'How would you like your bills?' }),
      ).toHaveAccessibleDescription('Choose how you would like your bills');
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);

      const opener = page.getByRole('button', { name: 'Open large modal' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Switch to So Energy?' });
      await expect(dialog).toBeVisible();
      expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(408);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}

test('the spinner logo stands still under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/design-system');
  const mark = page.getByRole('status').filter({ hasText: 'Loading your tariffs' }).locator('svg');
  await expect(mark).toHaveCSS('animation-name', 'none');
});

test('the spinner logo turns without reduced motion', async ({ page }) => {
  await page.goto('/design-system');
  const mark = page.getByRole('status').filter({ hasText: 'Loading your tariffs' }).locator('svg');
  await expect(mark).not.toHaveCSS('animation-name', 'none');
});
