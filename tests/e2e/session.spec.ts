import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_SECTIONS, accountSections } from '@/lib/gateway/contract/account-sections';
import { expectNoAxeViolations } from '../utils/axe';
import { logInAs, submitLogin } from '../utils/e2e-session';

const LONG_LIVED_COOKIE = 'myaccount_remember-me_long_lived_refresh_token';
const SHORT_LIVED_COOKIE = 'myaccount_refresh_token';
const DAY_SECONDS = 24 * 60 * 60;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectAlexsAccountHome(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Alex' })).toBeVisible();
  await expect(page.getByText('Account number 40318275')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText(/in credit|to pay/);
  await expect(page.getByRole('region', { name: 'Tariff' })).toContainText('So Fixed 12M');
}

test.describe('on a 1320 px desktop', () => {
  test.use({ viewport: { width: 1320, height: 900 } });

  test("with 'Keep me signed in': log in from an account page, reload, sign out", async ({
    page,
    context,
  }) => {
    await page.goto('/accounts');
    await expect(page).toHaveURL(/\/accounts\/login\?returnUrl=%2Faccounts$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Log in to your account' }),
    ).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);

    await submitLogin(page, 'alex@example.com', { keepSignedIn: true });
    await expect(page).toHaveURL(/\/accounts$/);
    await expectAlexsAccountHome(page);
    await expect(mainNav(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Bills & Transactions/ })).toBeVisible();
    await expectNoAxeViolations(page);

    const refresh = (await context.cookies()).find((cookie) => cookie.name === LONG_LIVED_COOKIE);
    expect(refresh?.httpOnly).toBe(true);
    expect(refresh?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * DAY_SECONDS);

    await page.reload();
    await expectAlexsAccountHome(page);

    await mainNav(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain(LONG_LIVED_COOKIE);
    expect(names).not.toContain('website_refresh_token_available');

    await page.goto('/accounts');
    await expect(page).toHaveURL(/\/accounts\/login\?returnUrl=%2Faccounts$/);
  });

  test('without it: a session that ends with the browser, kept on reload, signed out by cookie', async ({
    page,
    context,
  }) => {
    await logInAs(page, 'alex@example.com', { keepSignedIn: false });
    await expectAlexsAccountHome(page);
    const refreshes = (await context.cookies()).filter(
      (cookie) => cookie.name === SHORT_LIVED_COOKIE,
    );
    expect(refreshes.map((cookie) => cookie.expires)).toEqual([-1, -1, -1]);
    // Sent only to the auth routes and to sign-out, where the gateway's path takes it here.
    expect(refreshes.map((cookie) => cookie.path).sort()).toEqual([
      '/api/users/sign_out',
      '/api/v1/auth',
      '/users/sign_out',
    ]);
    const refreshToken = refreshes[0]?.value;

    await page.reload();
    await expectAlexsAccountHome(page);

    const signOut = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/users/sign_out'),
    );
    await mainNav(page).getByRole('button', { name: 'Sign out' }).click();
    await signOut;
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/accounts');
    await expect(page).toHaveURL(/\/accounts\/login/);
    // The cookie reached sign-out through the redirect: its session has ended for good.
    const resumed = await page.request.post('/api/v1/auth/refresh', {
      headers: { cookie: `${SHORT_LIVED_COOKIE}=${refreshToken}` },
      data: { short_lived_refresh_token: 'true' },
    });
    expect(resumed.status()).toBe(401);
  });

  test('goes back to the page that asked, and the header switches to Sign out', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(mainNav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'My account' })).toHaveCount(0);

    await page.goto('/accounts/login?returnUrl=%2Fabout%3Fsection%3Dteam');
    await submitLogin(page, 'alex@example.com');
    await expect(page).toHaveURL(/\/about\?section=team$/);
    await expect(mainNav(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);

    // Signed in already, a login link that points elsewhere leads to Account Home instead.
    await page.goto('/accounts/login?returnUrl=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/\/accounts$/);
  });

  test('shows admins the Admin button', async ({ page }) => {
    await logInAs(page, 'admin@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Priya' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'href',
      '/accounts/admin',
    );
  });
});

test('five wrong passwords pause the email for 15 minutes, in words', async ({ page }) => {
  const email = 'locked-out.e2e@example.com';
  await page.goto('/accounts/login');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
    await submitLogin(page, email, { password: `wrong-${attempt}` });
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'The email address or password is not right. Please check them and try again.',
    );
  }
  await submitLogin(page, email, { password: 'wrong-6' });
  // Paused from this address only: someone else's wrong guesses cannot lock a customer out.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Too many unsuccessful attempts. For your security, logging in with this email is paused. ' +
      'Please try again in 15 minutes, or reset your password.',
  );
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expectNoAxeViolations(page);
});

test('the login page fits a 375 px phone and passes axe with its errors shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/accounts/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Email address')).toBeFocused();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(page);
});

test('an account page is sent without any account content', async ({ request }) => {
  const html = await (await request.get('/accounts')).text();
  expect(html).toContain('Checking you are signed in');
  expect(html).not.toContain('Account number');
});

test.describe('short forms of the account links', () => {
  const redirects: [from: string, to: string][] = [
    ['/login?returnUrl=%2Faccounts%2Fusage', '/accounts/login?returnUrl=%2Faccounts%2Fusage'],
    // Next writes a query flag with an empty value: the same flag for the menu rules.
    ['/renew?fixed-contract', '/accounts/renew?fixed-contract='],
    // Every short form of the table of account sections.
    ...accountSections.flatMap((section) => {
      const { route, shortForms } = ACCOUNT_SECTIONS[section];
      return shortForms.map((from): [string, string] => [from, route]);
    }),
  ];
  for (const [from, to] of redirects) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toBe(to);
    });
  }
});
