import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';
import { seededRoutes } from '../utils/seeded-routes';
import { sidewaysOverflow } from '../utils/sideways-overflow';

const routes = seededRoutes();

const stylesheetsIn = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href);

/**
 * Stylesheets the page linked after it arrived: the styles of a part that loads later (a block's
 * deferred form) must come with the page, or what the server drew changes when they arrive.
 */
async function stylesheetsAddedLater(page: Page, serverHtml: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const linked = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const served = new Set(stylesheetsIn(serverHtml));
  return linked.filter((href) => !served.has(href));
}

test('the content space has a page for every route it should', () => {
  // Every plain route of SPEC §2, the parameter pages' stories and 30+ blog posts.
  expect(routes.length).toBeGreaterThanOrEqual(41 + 30);
});

// One test per page, so the two workers share them out and a failure names its page.
test.describe('every seeded page at 1320 px', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: { width: 1320, height: 900 } });

  for (const route of routes) {
    test(`${route} answers 200 with one h1, fits the window, has its styles and passes axe`, async ({
      page,
    }) => {
      const response = await page.goto(route);

      expect(response?.status()).toBe(200);
      expect(await stylesheetsAddedLater(page, await response!.text())).toEqual([]);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }
});
