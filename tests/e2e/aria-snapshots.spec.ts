import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_SECTIONS } from '@/lib/gateway/contract/account-sections';
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
// fails here and shows in review as a change of its .aria.txt file; after a change meant to
// be, `npx playwright test aria-snapshots --update-snapshots` writes them again.

const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|' +
  'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const DAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun';

/**
 * The table rows after the first of each row group left out: how many readings, bills or days
 * a table holds moves with the calendar; what a row is made of does not.
 */
function firstRowOfEachGroup(snapshot: string): string {
  const kept: string[] = [];
  const rowsAtIndent = new Map<number, number>();
  let skippingDeeperThan: number | null = null;
  for (const line of snapshot.split('\n')) {
    const indent = line.search(/\S/);
    if (skippingDeeperThan !== null && indent > skippingDeeperThan) continue;
    skippingDeeperThan = null;
    for (const deeper of [...rowsAtIndent.keys()]) if (deeper > indent) rowsAtIndent.delete(deeper);
    if (/^\s*- '?row\b/.test(line)) {
      const rows = (rowsAtIndent.get(indent) ?? 0) + 1;
      rowsAtIndent.set(indent, rows);
      if (rows > 1) {
        skippingDeeperThan = indent;
        continue;
      }
    } else rowsAtIndent.delete(indent);
    kept.push(line);
  }
  return kept.join('\n');
}

/**
 * The ARIA snapshot with what moves with the calendar written as placeholders: the demo
 * accounts are seeded relative to today, so their dates, days, amounts and number of rows
 * change daily while the names, roles, states, levels and order under test do not.
 */
function stableAriaSnapshot(snapshot: string): string {
  return (
    firstRowOfEachGroup(snapshot)
      .replace(new RegExp(`\\b(${DAYS})\\b`, 'g'), '<day>')
      .replace(new RegExp(`\\b(${MONTHS})\\b`, 'g'), '<month>')
      .replace(/£-?[\d,]+(\.\d+)?/g, '£<amount>')
      .replace(/(?<!level=)\d[\d,.]*/g, '<n>')
      // '3 to 9 November 2026', '28 October to 3 November 2026', across a year too.
      .replace(/<n>(?: <month>)?(?: <n>)? to <n> <month> <n>/g, '<dates>')
  );
}

async function expectStructure(locator: Locator, name: string) {
  await expect(locator).toBeVisible();
  expect(stableAriaSnapshot(await locator.ariaSnapshot())).toMatchSnapshot(`${name}.aria.txt`);
}

const main = (page: Page) => page.getByRole('main');

test.describe('on a 1320 px desktop', () => {
  test.use({ viewport: { width: 1320, height: 900 } });

  test('the header, with a menu open', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expectStructure(header, 'header');
    await header.getByRole('button', { name: 'Our products' }).click();
    await expectStructure(header, 'header-products-open');
  });

  test('the quote step forms', async ({ page, request }) => {
    const home = await homeAt(request, 'PL4 8AA', (found) => found.mprn !== null);
    await chooseHome(page, home);
    await expectStructure(main(page), 'quote-step');
    await seePrices(page);
    await expectStructure(main(page), 'select-tariff');
    await chooseTariff(page);
    await expectStructure(main(page), 'personal-details');
    await fillPersonalDetails(page, makeProspect());
    await continueToPayment(page);
    await expectStructure(main(page), 'payment-details');
  });

  // Riley's: no spec changes them (Alex's readings and payments change as other specs run).
  test("riley's account screens", async ({ page }) => {
    await logInAs(page, 'riley@example.com');
    await expectScreenLoaded(page);
    await expectStructure(main(page), 'account-home');
    for (const section of ['readings', 'usage', 'balance', 'tariff'] as const) {
      const path = ACCOUNT_SECTIONS[section].route;
      // Each snapshot is named after its route: readings, usage, balance, tariff-information.
      const name = path.replace('/accounts/', '');
      await page.goto(path);
      await expectScreenLoaded(page);
      await expectStructure(main(page), name);
    }
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the header, with its menu open', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expectStructure(header, 'header-phone');
    await header.getByRole('button', { name: /menu/i }).click();
    await expectStructure(header, 'header-phone-menu-open');
  });
});
