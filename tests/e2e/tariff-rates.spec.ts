import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';
import { openWithDeferredCodeHeld } from '../utils/deferred-code';
import { sidewaysOverflow } from '../utils/sideways-overflow';

test("shows every tariff's rates for the region and meter a visitor picks", async ({ page }) => {
  await page.goto('/our-tariffs');
  const prices = page.getByRole('region', { name: 'Our prices where you live' });
  await expect(prices.getByText('Choose your region to see our prices.')).toBeVisible();

  await prices.getByRole('combobox', { name: 'Your region' }).selectOption('London');
  const london = prices.getByRole('table', { name: 'Prices in London, including VAT' });
  const flex = london.getByRole('row', { name: /^So Flex/ });
  await expect(flex.getByRole('cell')).toHaveText(['27.56p', '45.47p', '5.99p', '35.26p']);
  await expect(london.getByRole('rowheader')).toHaveCount(6);
  await expectNoAxeViolations(page);

  await prices.getByRole('radio', { name: 'Economy 7 (day and night rates)' }).check();
  await expect(flex.getByRole('cell').first()).toHaveText('Day 31.42pNight 14.61p');
  await expect(
    prices.getByText('Not available with an Economy 7 meter: So EV 12M and So Tracker.'),
  ).toBeVisible();

  await prices.getByRole('combobox', { name: 'Your region' }).selectOption('North Scotland');
  await expect(
    prices.getByRole('table', { name: 'Prices in North Scotland, including VAT' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a phone the table scrolls inside its own box, and So Flex shows only its own prices', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/our-tariffs#prices');
  await page.getByRole('combobox', { name: 'Your region' }).selectOption('Yorkshire');
  const scroller = page.getByRole('region', { name: 'Prices in Yorkshire, including VAT' });
  await expect(scroller).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  await scroller.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);

  await page.goto('/so-flex-tariff-rates');
  await page.getByRole('combobox', { name: 'Your region' }).selectOption('Yorkshire');
  const table = page.getByRole('table', { name: 'Prices in Yorkshire, including VAT' });
  await expect(table.getByRole('rowheader')).toHaveText([/^So Flex/]);
  await expectNoAxeViolations(page);
});

test('a region and meter picked before the prices’ code has arrived are shown once it has', async ({
  page,
  request,
}) => {
  const letCodeArrive = await openWithDeferredCodeHeld(page, request, '/our-tariffs');
  await page.getByRole('combobox', { name: 'Your region' }).selectOption('Yorkshire');
  await page.getByRole('radio', { name: 'Economy 7 (day and night rates)' }).check();

  letCodeArrive();
  const table = page.getByRole('table', { name: 'Prices in Yorkshire, including VAT' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await expect(table.getByRole('cell').first()).toHaveText(/^Day .*Night /);
});
