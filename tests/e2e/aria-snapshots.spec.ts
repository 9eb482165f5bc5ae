import { expect, test } from '@playwright/test';
import { expectScreenLoaded } from '../utils/account-e2e';
import { logInAs } from '../utils/e2e-session';
import {
  chooseHome,
  chooseTariff,
  continueToPayment,
  fillPersonalDetails,
  homeAt,
  makeProspect,
  seePrices,
} from '../utils/quote-journey-e2e';

// Issue 22 item 5: what a screen reader meets, as Playwright's ARIA snapshots (names, roles,
// states and order) in tests/e2e/aria-snapshots.spec.ts-snapshots/. A change to any of them
// fails here and shows in review as a change of its .aria.yml file; after a change meant to
// be, `npx playwright test aria-snapshots --update-snapshots` writes them again. Dates and
// amounts that move with the day are regular expressions.

const main = (page: import('@playwright/test').Page) => page.getByRole('main');

test.describe('on a 1320 px desktop', () => {
  test.use({ viewport: { width: 1320, height: 900 } });

  test('the header, with a menu open', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header).toMatchAriaSnapshot({ name: 'header.aria.yml' });
    await header.getByRole('button', { name: 'Our products' }).click();
    await expect(header).toMatchAriaSnapshot({ name: 'header-products-open.aria.yml' });
  });

  test('the quote step forms', async ({ page, request }) => {
    const home = await homeAt(request, 'PL4 8AA', (found) => found.mprn !== null);
    await chooseHome(page, home);
    await expect(main(page)).toMatchAriaSnapshot({ name: 'quote-step.aria.yml' });
    await seePrices(page);
    await expect(main(page)).toMatchAriaSnapshot({ name: 'select-tariff.aria.yml' });
    await chooseTariff(page);
    await expect(main(page)).toMatchAriaSnapshot({ name: 'personal-details.aria.yml' });
    await fillPersonalDetails(page, makeProspect());
    await continueToPayment(page);
    await expect(main(page)).toMatchAriaSnapshot({ name: 'payment-details.aria.yml' });
  });

  test("alex's account screens", async ({ page }) => {
    await logInAs(page, 'alex@example.com');
    await expectScreenLoaded(page);
    await expect(main(page)).toMatchAriaSnapshot({ name: 'account-home.aria.yml' });
    for (const [path, name] of [
      ['/accounts/readings', 'readings'],
      ['/accounts/usage', 'usage'],
      ['/accounts/balance', 'balance'],
      ['/accounts/tariff-information', 'tariff-information'],
    ] as const) {
      await page.goto(path);
      await expectScreenLoaded(page);
      await expect(main(page)).toMatchAriaSnapshot({ name: `${name}.aria.yml` });
    }
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the header, with its menu open', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header).toMatchAriaSnapshot({ name: 'header-phone.aria.yml' });
    await header.getByRole('button', { name: /menu/i }).click();
    await expect(header).toMatchAriaSnapshot({ name: 'header-phone-menu-open.aria.yml' });
  });
});
