import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_SECTIONS, accountSections } from '@/lib/gateway/contract/account-sections';
import { expectScreenLoaded } from '../utils/account-e2e';
import { logInAs } from '../utils/e2e-session';
import {
  chooseHome,
  chooseTariff,
  continueToPayment,
  expectStep,
  fillPersonalDetails,
  homeAt,
  makeProspect,
  seePrices,
} from '../utils/quote-journey-e2e';
import { expectReflows, REFLOW_VIEWPORT, setTextSpacing } from '../utils/reflow';
import { expectTargetsLargeEnough } from '../utils/target-size';

// Issue 22 item 3: reflow at 400 % zoom (1.4.10), text spacing (1.4.12), target size (2.5.8),
// redundant entry (3.3.7) and accessible authentication (3.3.8), on the journeys.

/** The page fits 320 px with and without WCAG's text spacing, and its targets are big enough. */
async function expectUsableZoomedIn(page: Page, what: string) {
  await expectReflows(page, what);
  await setTextSpacing(page, true);
  await expectReflows(page, `${what} with text spacing`);
  await setTextSpacing(page, false);
  await expectTargetsLargeEnough(page, what);
}

/** The labels of the step's form fields, as a person reads them. */
const fieldLabels = (page: Page) =>
  page
    .locator('main')
    .locator('input:not([type="hidden"]), select, textarea')
    .evaluateAll((fields) =>
      fields
        .filter((field) => (field as HTMLInputElement).type !== 'radio')
        .map((field) => (field as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''),
    );

const PLYMOUTH = 'PL4 8AA';

test.describe('at 320 px wide (400 % zoom of 1280 px)', () => {
  test.use({ viewport: REFLOW_VIEWPORT });

  test('every quote step reflows, keeps its text with text spacing, has targets large enough and asks nothing twice', async ({
    page,
    request,
  }) => {
    const home = await homeAt(request, PLYMOUTH, (found) => found.mprn !== null);
    const asked: Record<string, string[]> = {};
    await chooseHome(page, home);
    const evOffers = 'Tell me about electric vehicle tariffs and offers';
    await page.getByLabel(evOffers).check();
    await expectUsableZoomedIn(page, 'the quote step');
    asked.quote = await fieldLabels(page);
    await seePrices(page);
    await expectUsableZoomedIn(page, 'choosing a tariff');
    await chooseTariff(page);
    await expectUsableZoomedIn(page, 'your details');
    asked.details = await fieldLabels(page);
    // Asked again only to let it be changed, with the answer already given (3.3.7 allows it).
    await expect(page.getByLabel(evOffers)).toBeChecked();
    await fillPersonalDetails(page, makeProspect());
    await continueToPayment(page);
    await expectUsableZoomedIn(page, 'the Direct Debit step');
    asked.payment = await fieldLabels(page);

    // WCAG 3.3.7: what was given once is not asked for again; the name on the account is
    // filled in from the details (quote-journey.spec.ts), not typed twice.
    const all = Object.values(asked).flat();
    expect(all.filter((label, index) => all.indexOf(label) !== index)).toEqual([evOffers]);
    expect([...asked.details!, ...asked.payment!].join(' | ')).not.toMatch(
      /postcode|your address/i,
    );
  });

  test('the login and password pages reflow, with text spacing too', async ({ page }) => {
    for (const [path, heading] of [
      ['/accounts/login', 'Log in to your account'],
      ['/accounts/forgot-password', 'Reset your password'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectUsableZoomedIn(page, path);
    }
  });

  test("alex's account screens reflow, with text spacing too, and their targets are large enough", async ({
    page,
  }) => {
    await logInAs(page, 'alex@example.com');
    await expectUsableZoomedIn(page, '/accounts');
    // Every section's screen but those for another kind of account: staff, a variable tariff,
    // a move already told.
    const notAlexs = ['admin', 'renewFixedContract', 'moveOutStatus'];
    for (const section of accountSections.filter((each) => !notAlexs.includes(each))) {
      const path = ACCOUNT_SECTIONS[section].route;
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectScreenLoaded(page);
      await expectUsableZoomedIn(page, path);
    }
    await page.goto('/accounts/balance');
    await page
      .getByRole('link', { name: /^Bill for / })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your bill explained' }),
    ).toBeVisible();
    await expectUsableZoomedIn(page, 'a bill explained');
  });
});

/** Pastes `text` into the focused field as a password manager or the clipboard does. */
async function pasteInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: true });
  // A disabled field (the login form's, until the session has loaded) cannot take focus.
  await expect(field).toBeEditable();
  await field.focus();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field, `pasting into ${label} on ${page.url()}`).toHaveValue(text);
}

/** Each password field names its purpose for password managers: current or new (WCAG 3.3.8). */
async function expectPasswordManagersWelcome(page: Page) {
  const purposes = await page
    .locator('input[type="password"]')
    .evaluateAll((fields) => fields.map((field) => field.getAttribute('autocomplete')));
  expect(purposes.length, page.url()).toBeGreaterThan(0);
  for (const purpose of purposes) expect(['current-password', 'new-password']).toContain(purpose);
}

test.describe('logging in and passwords (WCAG 3.3.8)', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the login page takes a pasted email and password, and names them for password managers', async ({
    page,
  }) => {
    await page.goto('/accounts/login');
    await expect(page.getByLabel('Email address')).toHaveAttribute('autocomplete', 'username');
    await expectPasswordManagersWelcome(page);
    await pasteInto(page, 'Email address', 'alex@example.com');
    await pasteInto(page, 'Password', 'demo-password-2026');
  });

  test('the quote’s new password and the account’s password change take pasted passwords', async ({
    page,
    request,
  }) => {
    const home = await homeAt(request, PLYMOUTH, (found) => found.mprn !== null);
    await chooseHome(page, home);
    await seePrices(page);
    await chooseTariff(page);
    await expectStep(page, '/energy/quote/personal-details', 'Your details');
    await expectPasswordManagersWelcome(page);
    await pasteInto(page, 'Create a password', 'a pasted long passphrase');

    await logInAs(page, 'alex@example.com');
    await page.goto('/accounts/edit');
    await expect(page.getByLabel('Current password', { exact: true })).toBeVisible();
    await expectPasswordManagersWelcome(page);
    await pasteInto(page, 'Current password', 'demo-password-2026');
    await pasteInto(page, 'New password', 'another pasted passphrase');
  });

  test('the editor’s sign-in takes a pasted password', async ({ page }) => {
    await page.goto('/editor/login');
    await expectPasswordManagersWelcome(page);
    await pasteInto(page, 'Password', 'an editor’s pasted password');
  });
});
