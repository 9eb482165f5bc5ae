import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the mobile menu and a submenu open, go back and close by keyboard', async ({ page }) => {
    await page.goto('/about');
    const opener = page.getByRole('button', { name: 'Menu', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);

    const help = menu.getByRole('button', { name: 'Help' });
    await help.focus();
    await page.keyboard.press('Enter');
    const submenu = menu.getByRole('navigation', { name: 'Help and support' });
    await expect(submenu.getByRole('link', { name: 'Moving home' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Back' })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Help' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('on a 1320 px desktop', () => {
  test.use({ viewport: { width: 1320, height: 900 } });

  test('shows signed-out visitors Log in and Get a quote, not the account group', async ({
    page,
  }) => {
    await page.goto('/about');
    const main = page.getByRole('navigation', { name: 'Main' });

    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/get-a-quote',
    );
    await expect(main.getByRole('link', { name: 'Meter Readings' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'My account' })).toHaveCount(0);
  });

  test('the dropdown opens on hover and closes after the pointer leaves', async ({ page }) => {
    await page.goto('/about');
    const about = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'About' });

    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Our energy' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.mouse.move(660, 700);
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test('the dropdown works by keyboard: Enter opens, arrows move, Esc closes', async ({ page }) => {
    await page.goto('/about');
    const help = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Help' });

    await help.focus();
    await page.keyboard.press('Enter');
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Support' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await expect(help).toBeFocused();
  });
});
