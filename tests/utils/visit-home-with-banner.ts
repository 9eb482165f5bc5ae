import { expect, type Page } from '@playwright/test';

/**
 * The seeded banner announces a date and expires after it, so this shows it whatever the day: the
 * home page's data keeps the banner's settings but not its expiry, and a client-side visit (which
 * loads that data) renders it.
 */
export async function visitHomeWithBanner(page: Page) {
  await page.route('**/_next/data/**', async (route) => {
    const response = await route.fetch();
    // HEAD requests and pages without data have no JSON: those pass through unchanged.
    const data = await response.json().catch(() => undefined);
    const banner = data?.pageProps?.siteChrome?.banner;
    if (banner) banner.expiryDate = '2999-12-31';
    await route.fulfill(data ? { response, json: data } : { response });
  });
  await page.goto('/this-page-does-not-exist');
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Great value green energy made easy',
  );
}
