import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';
import { confirmLoginLinkFor } from '../utils/e2e-outbox';
import { submitLogin } from '../utils/e2e-session';
import {
  chooseHome,
  chooseTariff,
  continueToPayment,
  expectSignedUp,
  expectStep,
  expectStepUsable,
  fillPaymentDetails,
  fillPersonalDetails,
  homeAt,
  makeProspect,
  seePrices,
} from '../utils/quote-journey-e2e';

const PLYMOUTH = 'PL4 8AA';
const smartWithGas = (home: { meterType: string; mprn: string | null }) =>
  home.meterType === 'smart' && home.mprn !== null;

/** Each account opened by the sign-up requests of this page, by its number. */
function watchSignups(page: Page): Set<string> {
  const accounts = new Set<string>();
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/v1/signups') && response.ok()) {
      accounts.add((await response.json()).accountNumber);
    }
  });
  return accounts;
}

/**
 * Which of PL4 8AA's smart homes with gas each sign-up takes (a home signs up once; the other
 * specs that sign one up are quote-gateway.spec.ts, 4, and the unsigned ones share the first).
 */
const SIGN_UP_HOMES = {
  375: { dualFuel: 0, doubleClick: 2 },
  1320: { dualFuel: 1, doubleClick: 3 },
};

for (const width of [375, 1320] as const) {
  test.describe(`the quote journey at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a dual-fuel prospect goes from a postcode to a customer who logs in', async ({
      page,
      request,
    }) => {
      const home = await homeAt(request, PLYMOUTH, smartWithGas, SIGN_UP_HOMES[width].dualFuel);
      const prospect = makeProspect();
      await chooseHome(page, home);
      await expect(page.getByRole('radio', { name: 'Gas & electricity' })).toBeChecked();
      await expect(page.getByRole('radio', { name: /^Smart/ })).toBeChecked();
      await expectStepUsable(page);
      await seePrices(page);
      await expect(page.getByText('Recommended')).toBeVisible();
      await expectStepUsable(page);

      await page
        .getByRole('button', { name: /^View Tariff Information Label/ })
        .first()
        .click();
      const label = page.getByRole('dialog', { name: /^Tariff Information Label/ });
      await expect(label.getByRole('rowheader', { name: 'Supplier' })).toBeVisible();
      await expectStepUsable(page);
      await page.keyboard.press('Escape');
      await expect(label).toBeHidden();

      await chooseTariff(page);
      await fillPersonalDetails(page, prospect);
      await expectStepUsable(page);
      await continueToPayment(page);
      await expect(page.getByLabel('Name on the account')).toHaveValue(
        `${prospect.firstName} ${prospect.lastName}`,
      );
      await fillPaymentDetails(page);
      await expectStepUsable(page);
      await page.getByRole('button', { name: 'Sign up' }).click();
      const accountNumber = await expectSignedUp(page);
      await expect(page.getByText(/14 days/).first()).toBeVisible();
      await expectStepUsable(page);

      // A new login works at once, before its email is confirmed.
      await page.getByRole('link', { name: 'Log in to your account' }).click();
      await expect(page).toHaveURL(/\/accounts\/login/);
      await submitLogin(page, prospect.email, { password: prospect.password });
      await expect(page).toHaveURL(/\/accounts$/);
      await expect(page.getByText(accountNumber).first()).toBeVisible();

      // The welcome email's link confirms the email, with the password chosen.
      await page.goto(confirmLoginLinkFor(prospect.email));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Confirm your email address' }),
      ).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill(prospect.password);
      await page.getByRole('button', { name: 'Confirm my email address' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `${prospect.email} is confirmed` }),
      ).toBeVisible();
      await expectStepUsable(page);
    });

    test('an electricity-only prospect quotes an exact yearly amount', async ({
      page,
      request,
    }) => {
      const home = await homeAt(
        request,
        PLYMOUTH,
        (candidate) => candidate.meterType !== 'economy7',
      );
      await chooseHome(page, home);
      await page.getByRole('radio', { name: 'Electricity', exact: true }).check();
      await page.getByRole('radio', { name: /^Exact amount/ }).check();
      await page.getByRole('radio', { name: 'A year', exact: true }).check();
      await page.getByLabel('Electricity in kWh a year').fill('4200');
      await seePrices(page);
      const summary = page.getByRole('region', { name: 'Your prices are for' });
      await expect(summary).toContainText('Electricity');
      await expect(summary).toContainText('4,200 kWh');
      await expect(summary).not.toContainText('of gas');
    });

    test('an EV driver with an eligible smart meter gets an EV quote', async ({
      page,
      request,
    }) => {
      const home = await homeAt(request, PLYMOUTH, smartWithGas);
      await chooseHome(page, home);
      await page.getByRole('radio', { name: 'Yes' }).check();
      await page.getByLabel('Vehicle registration').fill('yr23 kmp');
      await page.getByLabel('Tell me about electric vehicle tariffs and offers').check();
      await seePrices(page);
      await expect(page.getByText('EV tariff').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('out-of-range usage is refused beside the field', async ({ page, request }) => {
      const home = await homeAt(request, PLYMOUTH, smartWithGas);
      await chooseHome(page, home);
      await page.getByRole('radio', { name: /^Exact amount/ }).check();
      await page.getByRole('radio', { name: 'A month', exact: true }).check();
      const gas = page.getByLabel('Gas in kWh a month');
      await expect(gas).toHaveValue('250');
      await gas.fill('7000');
      await page.getByRole('button', { name: 'See my prices' }).click();
      await expect(gas).toBeFocused();
      await expect(gas).toHaveAttribute('aria-invalid', 'true');
      await expect(gas).toHaveAccessibleDescription(/Enter between 80 and 6,000 kWh a month/);
      await expect(page).toHaveURL(/\/energy\/quote\?/);
      await expectNoAxeViolations(page);
    });

    test('a reload and a back navigation on every step keep what was given', async ({
      page,
      request,
    }) => {
      const home = await homeAt(request, PLYMOUTH, smartWithGas);
      const prospect = makeProspect();
      await chooseHome(page, home);
      await page.getByRole('radio', { name: /^High/ }).check();
      await page.reload();
      await expect(page.getByLabel('Your address')).toHaveValue(home.uprn);
      await expect(page.getByRole('radio', { name: /^High/ })).toBeChecked();

      await seePrices(page);
      await page.reload();
      await expectStep(page, '/energy/quote/select-tariff', 'Choose your tariff');
      await page.goBack();
      await expectStep(page, '/energy/quote', 'Get an energy quote');
      await expect(page.getByRole('radio', { name: /^High/ })).toBeChecked();
      await page.goForward();

      await chooseTariff(page);
      await fillPersonalDetails(page, prospect);
      await page.reload();
      await expect(page.getByLabel('First name')).toHaveValue(prospect.firstName);
      await expect(page.getByLabel('Email address')).toHaveValue(prospect.email);
      await expect(page.getByLabel('Create a password')).toHaveValue('');
      await page.getByLabel('Create a password').fill(prospect.password);
      await continueToPayment(page);

      await fillPaymentDetails(page);
      await page.goBack();
      await expectStep(page, '/energy/quote/personal-details', 'Your details');
      await expect(page.getByLabel('Last name')).toHaveValue(prospect.lastName);
      await continueToPayment(page);
      await expect(page.getByLabel('Sort code')).not.toHaveValue('');

      await page.reload();
      // The password went with the reload: the journey goes back for it, keeping the rest.
      await expectStep(page, '/energy/quote/personal-details', 'Your details');
      await expect(page.getByLabel('Phone number')).toHaveValue(prospect.phone);
      await expect(page.getByText(/we don.t keep your password/i)).toBeVisible();
      await page.getByLabel('Create a password').fill(prospect.password);
      await continueToPayment(page);
      await expect(page.getByLabel('Payment day each month')).toHaveValue('5');
      await expect(page.getByLabel('Sort code')).toHaveValue('');
      await expect(page.getByText(/we don.t keep your bank details/i)).toBeVisible();
    });

    test('an offline moment on a step is said and retried when back online', async ({
      page,
      context,
      request,
    }) => {
      const home = await homeAt(request, PLYMOUTH, smartWithGas);
      await chooseHome(page, home);
      await page.getByRole('radio', { name: /^Low/ }).check();
      await context.setOffline(true);
      await page.getByRole('button', { name: 'See my prices' }).click();
      await expect(page.getByText(/You.re offline\. We.ll try again/)).toBeVisible();
      await expect(page.getByRole('radio', { name: /^Low/ })).toBeChecked();
      await context.setOffline(false);
      await expectStep(page, '/energy/quote/select-tariff', 'Choose your tariff');
      await expect(page.getByRole('region', { name: 'Your prices are for' })).toContainText('Low');
    });

    test('a double-clicked sign-up opens one account', async ({ page, request }) => {
      const home = await homeAt(request, PLYMOUTH, smartWithGas, SIGN_UP_HOMES[width].doubleClick);
      const accounts = watchSignups(page);
      await chooseHome(page, home);
      await seePrices(page);
      await chooseTariff(page);
      await fillPersonalDetails(page, makeProspect());
      await continueToPayment(page);
      await fillPaymentDetails(page);
      await page.getByRole('button', { name: 'Sign up' }).dblclick();
      const accountNumber = await expectSignedUp(page);
      expect([...accounts]).toEqual([accountNumber]);

      // The confirmation survives a reload, and going back cannot sign up again.
      await page.reload();
      expect(await expectSignedUp(page)).toBe(accountNumber);
      await page.goBack();
      expect(await expectSignedUp(page)).toBe(accountNumber);
      expect([...accounts]).toEqual([accountNumber]);
    });
  });
}
