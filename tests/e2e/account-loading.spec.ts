import { expect, test, type Route } from '@playwright/test';
import { ACCOUNT_HOME_PATH } from '@/features/session/return-url';
import { ACCOUNT_SECTIONS } from '@/lib/gateway/contract/account-sections';
import { ACCOUNT_VIEWPORTS } from '../utils/account-e2e';
import { expectNoAxeViolations } from '../utils/axe';
import { boxOf } from '../utils/layout';
import { logInAs } from '../utils/e2e-session';

/**
 * Every call for one account's data (readings, tariff, usage, smart meter…) but its state, which
 * the permission model reads before a screen shows.
 */
const ACCOUNT_DATA = /\/api\/v1\/accounts\/\d+\/(?!state$)/;

const SECTION_SCREENS = (
  [
    { section: 'payments', loading: 'Loading your Direct Debit' },
    { section: 'refer', loading: 'Loading your referrals' },
    { section: 'readings', loading: 'Loading your meters' },
    { section: 'tariff', loading: 'Loading your tariff' },
    { section: 'usage', loading: 'Loading your energy use' },
    { section: 'smartMeterPortal', loading: 'Loading your smart meter' },
    { section: 'warmHomeDiscount', loading: 'Loading your Warm Home Discount' },
    { section: 'renew', loading: 'Pricing your offers' },
  ] as const
).map(({ section, loading }) => ({ path: ACCOUNT_SECTIONS[section].route, loading }));

const SCREENS = [
  { path: ACCOUNT_HOME_PATH, loading: 'Loading your balance' },
  { path: ACCOUNT_HOME_PATH, loading: 'Loading your tariff' },
  ...SECTION_SCREENS,
];

test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

test("while alex's account data is on its way, each screen says what is loading and passes axe", async ({
  page,
}) => {
  await logInAs(page, 'alex@example.com');
  const held: Route[] = [];
  await page.route(ACCOUNT_DATA, (route) => void held.push(route));

  for (const { path, loading } of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: loading }).first()).toBeAttached();
    await expectNoAxeViolations(page);
    await Promise.all(held.splice(0).map((route) => route.abort()));
  }
});

const FAILING = [
  { path: ACCOUNT_HOME_PATH, failures: 2 },
  { path: ACCOUNT_SECTIONS.payments.route, failures: 2 },
  { path: ACCOUNT_SECTIONS.refer.route, failures: 1 },
];

test("when alex's account data cannot be loaded, each screen says so with Try again, and passes axe", async ({
  page,
}) => {
  await logInAs(page, 'alex@example.com');
  await page.route(ACCOUNT_DATA, (route) => route.abort());

  for (const { path, failures } of FAILING) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Try again' })).toHaveCount(failures);
    for (const alert of await main.getByRole('alert').all()) await expect(alert).not.toBeEmpty();
    await expectNoAxeViolations(page);
  }
});

const BALANCE_AND_TARIFF = /\/api\/v1\/accounts\/\d+\/(balance|agreements)$/;

for (const { name, viewport } of ACCOUNT_VIEWPORTS) {
  test(`Account Home's cards keep their size as alex's balance and tariff arrive, ${name}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await logInAs(page, 'alex@example.com');
    const held: Route[] = [];
    let holding = true;
    await page.route(BALANCE_AND_TARIFF, (route) =>
      holding ? void held.push(route) : route.continue(),
    );
    await page.goto(ACCOUNT_HOME_PATH);

    const balance = page.getByRole('region', { name: 'Balance' });
    const tariff = page.getByRole('region', { name: 'Tariff' });
    await expect(page.getByText('Account number')).toBeVisible();
    await expect(balance.getByRole('status')).toHaveText('Loading your balance');
    await expect(tariff.getByRole('status')).toHaveText('Loading your tariff');
    await expect.poll(() => held.length).toBeGreaterThanOrEqual(2);
    const before = [await boxOf(balance), await boxOf(tariff)];

    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await expect(balance).toContainText(/in credit|to pay/);
    await expect(tariff).toContainText('So Fixed 12M');
    expect([await boxOf(balance), await boxOf(tariff)]).toEqual(before);
  });
}

const DIRECT_DEBIT = /\/api\/v1\/accounts\/\d+\/payments$/;

// Sam, whose Direct Debit no other spec changes (a change adds a line to its panel).
for (const { name, viewport } of ACCOUNT_VIEWPORTS) {
  test(`Payments' panels and payment history stay put as sam's Direct Debit arrives, ${name}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await logInAs(page, 'sam@example.com');
    const held: Route[] = [];
    let holding = true;
    await page.route(DIRECT_DEBIT, (route) => (holding ? void held.push(route) : route.continue()));
    await page.goto(ACCOUNT_SECTIONS.payments.route);

    const main = page.getByRole('main');
    const directDebit = main.getByRole('region', { name: 'Your Direct Debit' });
    const forecast = main.getByRole('region', { name: /^How we worked out/ });
    const changePayment = main.getByRole('region', { name: 'Change your payment amount or day' });
    const bankDetails = main.getByRole('region', { name: 'Change the bank account you pay from' });
    const history = main.getByRole('region', { name: 'Payment history' });
    await expect(history).toContainText('page 1 of');
    await expect(directDebit.getByRole('status')).toHaveText('Loading your Direct Debit');
    await expect.poll(() => held.length).toBeGreaterThanOrEqual(1);
    const boxes = () =>
      Promise.all([directDebit, forecast, changePayment, bankDetails, history].map(boxOf));
    const before = await boxes();

    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await expect(directDebit).toContainText('Monthly payment');
    await expect(changePayment.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(bankDetails.getByRole('button', { name: 'Change bank account' })).toBeVisible();
    expect(await boxes()).toEqual(before);
  });
}
