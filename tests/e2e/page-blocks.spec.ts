import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';
import { sidewaysOverflow } from '../utils/sideways-overflow';

test('the home page’s postcode field opens the quote with the postcode filled in', async ({
  page,
}) => {
  await page.goto('/');
  // Until it hydrates the form is a plain GET to the quote; wait for the checks to be live.
  await expect(page.locator('form[data-enhanced]')).toBeAttached();
  const postcode = page.getByRole('textbox', { name: 'Your postcode' });
  const getQuote = page.getByRole('button', { name: 'Get a quote' });

  await postcode.fill('SW1');
  await getQuote.click();
  const message = page.getByText('Enter a full UK postcode, for example SW1A 1AA');
  await expect(message).toHaveAttribute('role', 'alert');
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(postcode).toHaveAccessibleDescription(/Enter a full UK postcode/);
  await expectNoAxeViolations(page);

  await postcode.fill('sw1a1aa');
  await postcode.press('Enter');

  await expect(page).toHaveURL(/\/energy\/quote\?postcode=SW1A(\+|%20)1AA$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get an energy quote' })).toBeVisible();
});

test.describe('the vacancy carousel on /careers', () => {
  test.use({ viewport: { width: 1320, height: 900 } });

  test('moves by keyboard, shows three of eight at a time and keeps hidden slides out of reach', async ({
    page,
  }) => {
    await page.goto('/careers');
    const carousel = page.getByRole('region', { name: 'Open roles' });
    const slides = carousel.getByRole('group');
    const slide = (n: number) => carousel.getByRole('group', { name: `${n} of 8`, exact: true });
    const status = carousel.getByText(/^Vacanc/);

    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slides).toHaveCount(8);
    await expect(slide(1)).toHaveAttribute('aria-roledescription', 'slide');
    await expect(status).toHaveText('Vacancies 1 to 3 of 8');
    await expect(slide(4)).toHaveAttribute('inert', '');

    await slide(1).getByRole('link').focus();
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText('Vacancies 2 to 4 of 8');
    await expect(slide(2).getByRole('link')).toBeFocused();
    await expect(slide(1)).toHaveAttribute('inert', '');
    await expect(slide(4)).not.toHaveAttribute('inert');
    // The slide now first in view has moved to the carousel's left edge.
    await expect
      .poll(async () => {
        const [box, track] = [await slide(2).boundingBox(), await carousel.boundingBox()];
        return Math.round((box?.x ?? 0) - (track?.x ?? 0));
      })
      .toBeLessThan(16);

    await page.keyboard.press('End');
    await expect(status).toHaveText('Vacancies 6 to 8 of 8');
    await expect(slide(6).getByRole('link')).toBeFocused();

    // Slides out of view take no focus: back from the first slide in view is the Next button.
    const next = carousel.getByRole('button', { name: 'Next vacancy' });
    await page.keyboard.press('Shift+Tab');
    await expect(next).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Vacancies 1 to 3 of 8');
    await page.keyboard.press('Space');
    await expect(status).toHaveText('Vacancies 2 to 4 of 8');
    await expect(next).toBeFocused();

    await expectNoAxeViolations(page);
  });
});

test('/emergency gives the national emergency numbers to call first', async ({ page }) => {
  await page.goto('/emergency');
  const emergency = page.getByRole('heading', { name: 'In an emergency' }).locator('..');

  await expect(emergency.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
    'href',
    'tel:0800111999',
  );
  await expect(emergency.getByRole('link', { name: '105', exact: true })).toHaveAttribute(
    'href',
    'tel:105',
  );
  await expect(page.getByRole('link', { name: '0330 111 5050' })).toHaveAttribute(
    'href',
    'tel:03301115050',
  );
});

test('the video on /our-energy loads nothing from YouTube until play is pressed', async ({
  page,
}) => {
  const videoRequests: string[] = [];
  await page.route(/youtube/, (route) => {
    videoRequests.push(route.request().url());
    return route.abort();
  });

  await page.goto('/our-energy');
  const play = page.getByRole('button', {
    name: 'Play video: How renewable electricity reaches your home',
  });
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();
  expect(videoRequests).toEqual([]);

  await play.click();

  const player = page.locator('iframe[title="How renewable electricity reaches your home"]');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
  expect(videoRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(
    true,
  );
});

test('the pages with these blocks fit a 375 px phone without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/careers', '/reviews', '/emergency', '/get-a-quote', '/moving-home']) {
    await page.goto(path);
    expect(await sidewaysOverflow(page), path).toBe(0);
  }
  await page.goto('/careers');
  const next = page.getByRole('button', { name: 'Next vacancy' });
  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
});

test('/reviews fills the stars to the overall score, each star its full size', async ({ page }) => {
  await page.goto('/reviews');
  await expect(page.getByText('Based on 18,342 reviews')).toBeVisible();

  const [empty, filled, cut] = await page
    .getByText('Based on 18,342 reviews')
    .locator('xpath=preceding-sibling::span[@aria-hidden="true"][1]')
    .evaluate((stars) =>
      [
        stars.querySelector('svg'),
        stars.querySelector('span svg'),
        stars.querySelector('span'),
      ].map((element) => element?.getBoundingClientRect().width ?? 0),
    );
  expect(filled).toBeCloseTo(empty!, 0);
  expect(cut! / empty!).toBeCloseTo(4.7 / 5, 2);
});
