import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';
import { expectReflows, REFLOW_VIEWPORT, setTextSpacing } from '../utils/reflow';
import { seededRoutes } from '../utils/seeded-routes';
import { sidewaysOverflow } from '../utils/sideways-overflow';
import { expectTargetsLargeEnough } from '../utils/target-size';

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
    test(`${route} answers 200 with one h1, fits the window, has its styles, a skip link, targets large enough and passes axe`, async ({
      page,
    }) => {
      const response = await page.goto(route);

      expect(response?.status()).toBe(200);
      expect(await stylesheetsAddedLater(page, await response!.text())).toEqual([]);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
      await expectTargetsLargeEnough(page, route);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    });
  }
});

// WCAG 1.4.10 and 1.4.12 on every page (issue 22 item 3).
test.describe('every seeded page at 320 px (400 % zoom of 1280 px)', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: REFLOW_VIEWPORT });

  for (const route of routes) {
    test(`${route} reflows without cutting off text, with text spacing too`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectReflows(page, route);
      await setTextSpacing(page, true);
      await expectReflows(page, `${route} with text spacing`);
    });
  }
});
