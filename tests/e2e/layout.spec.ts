import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';
import {
  bottomOf,
  boxOf,
  contentColumn,
  longestLinesInCh,
  outsideContentColumn,
  rightOf,
} from '../utils/layout';
import { sidewaysOverflow } from '../utils/sideways-overflow';
import { visitHomeWithBanner } from '../utils/visit-home-with-banner';

/** A readable measure is about 65–75 characters a line. */
const MAX_LINE_CH = 75;

/** The design's widest content (75rem): a 1320 px window keeps side margins. */
const CONTENT_MAX_WIDTH = 1200;

/** SPEC §9: the footer logo is 155px wide. */
const FOOTER_LOGO_WIDTH = 155;

const PAGES = [
  '/',
  '/our-tariffs',
  '/so-flex-tariff-rates',
  '/moving-home',
  '/blog',
  '/blog/economy-7-explained',
  '/accounts/login',
];

for (const width of [375, 1320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of PAGES) {
      test(`${path} keeps its content in the column, text at a readable measure`, async ({
        page,
      }) => {
        await page.goto(path);

        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await outsideContentColumn(page, 'h1, h2, h3, p, summary, label')).toEqual([]);
        const tooLong = (await longestLinesInCh(page, 'p')).filter(({ ch }) => ch > MAX_LINE_CH);
        expect(tooLong).toEqual([]);
        await expectNoAxeViolations(page);
      });
    }

    test('a section runs the full width of the window, its content a centred column', async ({
      page,
    }) => {
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Why customers choose So Energy' });
      const band = await boxOf(section);
      expect(band.x).toBe(0);
      expect(band.width).toBe(width);

      const column = await contentColumn(page);
      expect(column.right - column.left).toBeLessThanOrEqual(CONTENT_MAX_WIDTH);
      const heading = await boxOf(section.getByRole('heading', { level: 2 }));
      expect(heading.x).toBeCloseTo(column.left, 0);
    });

    test("the header's and footer's logos line up with the page's content", async ({ page }) => {
      await page.goto('/');
      const column = await contentColumn(page);
      for (const landmark of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
        const logo = await boxOf(landmark.getByRole('link', { name: /So Energy/ }).first());
        expect(logo.x).toBeCloseTo(column.left, 0);
      }
    });

    test('an FAQ placed straight in a page has side margins', async ({ page }) => {
      await page.goto('/our-tariffs');
      const question = page.getByText('Why do your prices depend on where I live?');
      const column = await boxOf(page.getByRole('heading', { name: 'Our prices where you live' }));

      const box = await boxOf(question);
      expect(box.x).toBeGreaterThan(0);
      expect(box.x).toBeCloseTo(column.x, 0);
      expect(rightOf(box)).toBeLessThan(width);
      await expectNoAxeViolations(page);
    });

    test('the footer logo is one line, 155px wide', async ({ page }) => {
      await page.goto('/');
      const logo = page.getByRole('contentinfo').getByRole('link', { name: 'So Energy home' });
      const name = logo.getByText('So Energy');
      const lineHeight = await name.evaluate((element) =>
        parseFloat(getComputedStyle(element).lineHeight),
      );

      const [logoBox, nameBox] = [await boxOf(logo), await boxOf(name)];
      expect(nameBox.height).toBeLessThanOrEqual(lineHeight);
      expect(logoBox.width).toBe(FOOTER_LOGO_WIDTH);
      expect(rightOf(nameBox)).toBeLessThanOrEqual(rightOf(logoBox));
    });

    test('the global banner starts below the fixed header', async ({ page }) => {
      await visitHomeWithBanner(page);
      const banner = page.getByRole('region', { name: 'Announcement' });
      await expect(banner).toBeVisible();

      const header = await boxOf(page.getByRole('banner'));
      expect((await boxOf(banner)).y).toBeGreaterThanOrEqual(bottomOf(header));
      await expectNoAxeViolations(page);
    });

    test("the rates table's caption stays whole in its box, scrolled or not", async ({ page }) => {
      await page.goto('/our-tariffs');
      await page
        .getByRole('combobox', { name: 'Your region' })
        .selectOption('Merseyside & North Wales');
      const name = 'Prices in Merseyside & North Wales, including VAT';
      const scroller = page.getByRole('region', { name });
      const caption = page.getByRole('table', { name }).getByText(name);
      const tariffColumn = page.getByRole('columnheader', { name: 'Tariff' });
      await expect(caption).toBeVisible();

      const expectInsideScroller = async () => {
        const box = await boxOf(scroller);
        for (const inside of [await boxOf(caption), await boxOf(tariffColumn)]) {
          expect(inside.x).toBeGreaterThanOrEqual(box.x);
          expect(rightOf(inside)).toBeLessThanOrEqual(Math.min(rightOf(box), width));
        }
      };
      await expectInsideScroller();
      await scroller.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
      await expectInsideScroller();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
    });

    test('the staging banner comes in red and in yellow, both legible', async ({ page }) => {
      await page.goto('/design-system');
      const banners = page.getByRole('complementary', { name: /Staging notice/ });
      await expect(banners).toHaveCount(2);
      await expect(banners.nth(0)).toHaveCSS('background-color', 'rgb(179, 38, 30)');
      await expect(banners.nth(1)).toHaveCSS('background-color', 'rgb(255, 210, 63)');
      await expectNoAxeViolations(page);
    });
  });
}
