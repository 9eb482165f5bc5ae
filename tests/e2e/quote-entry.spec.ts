import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';

/** The journey kept in this tab (SPEC §9), as the quote step saved it. */
async function storedEntry(page: Page) {
  return page.evaluate(() => {
    const stored = window.sessionStorage.getItem('app_storage_cache');
    return stored ? JSON.parse(stored).state.entry : null;
  });
}

async function expectQuoteStep(page: Page) {
  await expect(page).toHaveURL(/\/energy\/quote(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get an energy quote' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /postcode/i }).first()).toBeVisible();
}

test.describe('every way into the quote lands on a working quote step', () => {
  test('the home hero’s Get a quote button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Get a quote' }).first().click();
    await expectQuoteStep(page);
    await expectNoAxeViolations(page);
  });

  test('the postcode box on /get-a-quote carries the postcode in', async ({ page }) => {
    await page.goto('/get-a-quote');
    await expect(page.locator('form[data-enhanced]')).toBeAttached();
    await page.getByRole('textbox', { name: 'Your postcode' }).fill('pl4 8aa');
    await page.getByRole('button', { name: 'Get my quote' }).click();
    await expectQuoteStep(page);
    await expect(page.getByRole('textbox', { name: /postcode/i }).first()).toHaveValue(/PL4 ?8AA/i);
  });

  test('a friend’s link /r/{code} carries the referral code into the journey', async ({ page }) => {
    await page.goto('/r/ALEX-M7Q2');
    await page.getByRole('link', { name: 'Get your quote' }).click();
    await expectQuoteStep(page);
    await expect.poll(() => storedEntry(page)).toEqual({ referral: 'ALEX-M7Q2' });
  });

  test('a telesales link /CC33/{id} keeps the agent id with the journey', async ({ page }) => {
    await page.goto('/CC33/agent-0042');
    await page.getByRole('link', { name: 'Get your quote' }).first().click();
    await expectQuoteStep(page);
    await expect.poll(() => storedEntry(page)).toEqual({ agent: 'agent-0042' });
  });

  test('a partner link /elmo/{id} keeps the partner id with the journey', async ({ page }) => {
    await page.goto('/elmo/partner_7');
    await page.getByRole('link', { name: 'Get your quote' }).first().click();
    await expectQuoteStep(page);
    await expect.poll(() => storedEntry(page)).toEqual({ partner: 'partner_7' });
  });
});
