import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const preferencesDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' });

/** The saved `cookie-preferences` value as { category: allowed }, or undefined. */
async function savedPreferences(
  context: BrowserContext,
): Promise<Record<string, boolean> | undefined> {
  const cookie = (await context.cookies()).find(({ name }) => name === 'cookie-preferences');
  if (!cookie) return undefined;
  const entries: { id: string; value: boolean }[] = JSON.parse(decodeURIComponent(cookie.value));
  return Object.fromEntries(entries.map(({ id, value }) => [id, value]));
}

/** The data layer, with gtag's arguments objects turned into arrays. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
}

test('a first visit shows the banner; Accept All saves all four categories', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
    'href',
    '/cookies',
  );
  await expectNoAxeViolations(page);

  // Before any tag could load, everything but security storage was denied.
  expect((await dataLayer(page))[0]).toEqual([
    'consent',
    'default',
    expect.objectContaining({ analytics_storage: 'denied', security_storage: 'granted' }),
  ]);

  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await savedPreferences(context)).toEqual({
    necessary: true,
    performance: true,
    functional: true,
    advertising: true,
  });
  expect(await dataLayer(page)).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
  ]);

  // The choice holds on the next page, and page changes reach the data layer.
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'About us' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(banner(page)).toBeHidden();
  expect(await dataLayer(page)).toContainEqual(
    expect.objectContaining({ event: 'page_view', page_path: '/about' }),
  );
});

test('turning performance off from the footer reloads the page with analytics denied', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();

  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  const dialog = preferencesDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Strictly necessary cookies' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Performance cookies' })).toBeChecked();
  await expectNoAxeViolations(page);

  await dialog.getByRole('switch', { name: 'Performance cookies' }).uncheck();
  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('button', { name: 'Save My Preferences' }).click(),
  ]);

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await savedPreferences(context)).toEqual({
    necessary: true,
    performance: false,
    functional: true,
    advertising: true,
  });
  // The reloaded page applies the saved choice before any tag can load.
  expect(await dataLayer(page)).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'granted' }),
  ]);
});

test('the whole choice can be made with the keyboard alone', async ({ page, context }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();

  const focused = (name: string) => expect(page.locator(':focus')).toHaveAccessibleName(name);
  await page.keyboard.press('Tab');
  await focused('Skip to main content');
  await page.keyboard.press('Tab');
  await focused('Read our cookie policy');
  await page.keyboard.press('Tab');
  await focused('Accept All');
  await page.keyboard.press('Tab');
  await focused('Manage Preferences');
  await page.keyboard.press('Enter');

  const dialog = preferencesDialog(page);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const performance = dialog.getByRole('switch', { name: 'Performance cookies' });
  await expect(performance).toBeFocused();
  await page.keyboard.press('Space');
  await expect(performance).toBeChecked();
  await page.keyboard.press('Tab');
  await focused('Functional cookies');
  await page.keyboard.press('Tab');
  await focused('Advertising cookies');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await focused('Read our cookie policy');
  await page.keyboard.press('Tab');
  await focused('Cancel');
  await page.keyboard.press('Tab');
  await focused('Save My Preferences');
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('main')).toBeFocused();
  expect(await savedPreferences(context)).toEqual({
    necessary: true,
    performance: true,
    functional: false,
    advertising: true,
  });

  // On through the page to the footer's Cookie Preferences, which reopens the choice.
  const cookiePreferences = page.getByRole('button', { name: 'Cookie Preferences' });
  for (let presses = 0; presses < 100; presses += 1) {
    if (await cookiePreferences.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(cookiePreferences).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('switch', { name: 'Performance cookies' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Functional cookies' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cookiePreferences).toBeFocused();
});

test('at 375 px the banner fits and leaves the end of the page reachable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const legal = page.getByText(/© \d{4} So Energy/);
  const legalBox = await legal.boundingBox();
  const bannerBox = await banner(page).boundingBox();
  expect(legalBox && bannerBox && legalBox.y + legalBox.height).toBeLessThanOrEqual(
    bannerBox?.y ?? 0,
  );
  await expectNoAxeViolations(page);
});

test.describe('before the scripts run', () => {
  // The page as the server sends it, with no script of ours allowed to load.
  test.beforeEach(async ({ page }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
  });

  test('a first visit sees the banner with the page', async ({ page }) => {
    await page.goto('/our-tariffs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeVisible();
  });

  test('a returning visitor never sees it', async ({ page, context, baseURL }) => {
    await context.addCookies([
      {
        name: 'cookie-preferences',
        value: encodeURIComponent(
          JSON.stringify([
            { id: 'necessary', value: true },
            { id: 'performance', value: false },
            { id: 'functional', value: false },
            { id: 'advertising', value: false },
          ]),
        ),
        url: baseURL,
      },
    ]);
    await page.goto('/our-tariffs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
});
