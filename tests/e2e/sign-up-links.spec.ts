import { expect, test, type APIRequestContext } from '@playwright/test';
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { expectNoAxeViolations } from '../utils/axe';
import { acceptHomeLinkFor } from '../utils/e2e-outbox';
import { signUpByApi } from '../utils/e2e-sign-up';
import {
  chooseHome,
  chooseTariff,
  continueToPayment,
  expectSignedUp,
  fillPaymentDetails,
  fillPersonalDetails,
  homeAt,
  makeProspect,
  seePrices,
} from '../utils/quote-journey-e2e';

/**
 * Issue 42 item 2: a sign-up with an email that already has a login adds the home to it only
 * once the link emailed there is followed. PL4 8AA's seventh and eighth smart homes with gas
 * (quote-journey, quote-gateway and keyboard-journeys sign up the first six).
 */
const smartWithGas = (home: SupplyAddress) => home.meterType === 'smart' && home.mprn !== null;
const SECOND_PASSWORD = 'harbour pebble violin';

async function accountNumbersOf(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/v1/auth/login', {
    data: { email, password, short_lived_refresh_token: 'true' },
  });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  const me = await request.get('/api/v1/customers/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await me.json()).accounts as { number: string }[]).map(({ number }) => number);
}

test('a second sign-up with a taken email waits for the link emailed there, which adds the home', async ({
  page,
  request,
}) => {
  const prospect = makeProspect();
  const first = await homeAt(request, 'PL4 8AA', smartWithGas, 6);
  await chooseHome(page, first);
  await seePrices(page);
  await chooseTariff(page);
  await fillPersonalDetails(page, prospect);
  await continueToPayment(page);
  await fillPaymentDetails(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const firstAccount = await expectSignedUp(page);

  // Someone signs up for another home with the same email and another password: the answer
  // looks the same, and nothing is added yet; the other password logs in as nobody.
  const second = await signUpByApi(request, await homeAt(request, 'PL4 8AA', smartWithGas, 7), {
    email: prospect.email,
    password: SECOND_PASSWORD,
  });
  expect(second.accountNumber).toMatch(/^5\d{7}$/);
  const refused = await request.post('/api/v1/auth/login', {
    data: { email: prospect.email, password: SECOND_PASSWORD, short_lived_refresh_token: 'true' },
  });
  expect(refused.status()).toBe(401);
  expect(await accountNumbersOf(request, prospect.email, prospect.password)).toEqual([
    firstAccount,
  ]);

  await page.goto(acceptHomeLinkFor(prospect.email));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add your new home to your account' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add the home to my account' }).click();
  const accepted = page.getByRole('status').filter({ hasText: second.accountNumber });
  await expect(accepted).toBeVisible();
  // The login's email was never confirmed: following the link took it over.
  await expect(accepted).toContainText('the password you chose when you signed up for this home');
  await expectNoAxeViolations(page);

  expect((await accountNumbersOf(request, prospect.email, SECOND_PASSWORD)).sort()).toEqual(
    [firstAccount, second.accountNumber].sort(),
  );
});
