import { expect, test } from '@playwright/test';
import {
  imagesOnLoad,
  layoutShifts,
  loadEveryImageInView,
  recordLayoutShifts,
} from '../utils/image-layout';

/** The home page has images further down; a post has only its lead image. */
const PAGES = [
  { path: '/', leadImage: '/images/wind-and-solar.svg', imagesBelowTheFold: true },
  {
    path: '/blog/smart-meter-myths',
    leadImage: '/images/blog/smart-meters.svg',
    imagesBelowTheFold: false,
  },
];
const WINDOWS = [
  { width: 375, height: 812 },
  { width: 1320, height: 900 },
];

for (const viewport of WINDOWS) {
  test.describe(`CMS images at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, leadImage, imagesBelowTheFold } of PAGES) {
      test(`${path}: every image has its size, those below the fold wait, nothing shifts`, async ({
        page,
      }) => {
        await recordLayoutShifts(page);
        await page.goto(path);

        const images = await imagesOnLoad(page);
        for (const image of images) {
          expect(image.width, `${image.src} width`).toMatch(/^\d+$/);
          expect(image.height, `${image.src} height`).toMatch(/^\d+$/);
        }
        const lead = images.find((image) => image.src === leadImage);
        expect(lead).toMatchObject({ aboveTheFold: true, loading: 'eager', fetchPriority: 'high' });
        const belowTheFold = images.filter((image) => !image.aboveTheFold);
        expect(belowTheFold.length > 0).toBe(imagesBelowTheFold);
        for (const image of belowTheFold) expect(image.loading, image.src).toBe('lazy');

        await loadEveryImageInView(page);
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  });
}

test('the shift measurement sees an image that loads without its size', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/blog/smart-meter-myths');

  // Below the fold, so only its loading (once in view) can move what is on screen.
  await page.locator('main').evaluate((main) => {
    const unsized = Object.assign(document.createElement('img'), {
      src: '/images/solar-night.svg?unsized',
      alt: '',
      loading: 'lazy',
    });
    main.append(unsized);
  });
  await loadEveryImageInView(page);

  expect((await layoutShifts(page)).length).toBeGreaterThan(0);
});
