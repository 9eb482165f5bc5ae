import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits, openByShortLink } from '../utils/account-e2e';
import { DEMO_PASSWORD, logInAs } from '../utils/e2e-session';

// Priya (admin@example.com) has the admin flag; alex is a customer. Searches and looks are
// recorded in the gateway's audit, which no other spec reads.

const SEARCH_BOX = 'Account number, email address or postcode';

/** Sends a search from the Admin screen; its results' region. */
async function searchFor(page: Page, text: string) {
  await page.getByLabel(SEARCH_BOX).fill(text);
  await page.getByRole('button', { name: 'Find customers' }).click();
  const results = page.getByRole('region', { name: `Results for “${text}”` });
  await expect(results).toBeVisible();
  return results;
}

/** A bearer token for `email`, from the gateway's login. */
async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/v1/auth/login', {
    data: { email, password: DEMO_PASSWORD, short_lived_refresh_token: 'true' },
  });
  expect(login.status()).toBe(200);
  return (await login.json()).token;
}

for (const { name, viewport } of ACCOUNT_VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test('staff find alex by email and by postcode and look at his account, read-only', async ({
      page,
    }) => {
      await logInAs(page, 'admin@example.com');
      await openByShortLink(page, '/admin', '/accounts/admin', 'Find a customer');
      await expectScreenFits(page);

      const byEmail = await searchFor(page, 'alex@example.com');
      await expect(page).toHaveURL(/\/accounts\/admin\?query=alex%40example\.com$/);
      const alexByEmail = byEmail.getByRole('article', { name: 'Alex Morgan' });
      await expect(alexByEmail).toContainText('Account 40318275');
      await expect(alexByEmail).toContainText('14 Ashley Down Road, Bristol, BS7 9JN');
      await expectScreenFits(page);

      const byPostcode = await searchFor(page, 'BS7 9JN');
      await expect(byPostcode).toContainText('with an account at BS7 9JN');
      await expect(byPostcode.getByRole('article', { name: 'Alex Morgan' })).toBeVisible();
      // Both widths search as Priya at once: either's entry will do.
      const activity = page.getByRole('region', { name: 'Your recent activity' });
      await expect(activity).toContainText('recorded for audit');
      await expect(
        activity.getByRole('link', { name: 'Searched for “BS7 9JN”' }).first(),
      ).toBeVisible();

      await byPostcode.getByRole('link', { name: 'View account 40318275' }).click();
      await expect(page).toHaveURL(/\/accounts\/admin\?query=BS7(\+|%20)9JN&account=1$/);
      const alexName = page.getByRole('heading', { level: 2, name: 'Mr Alex Morgan' });
      await expect(alexName).toBeVisible();
      await expect(page.getByText(/You can see account 40318275 as it is/)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Account 40318275' })).toContainText(
        '14 Ashley Down Road, Bristol, BS7 9JN',
      );
      await expect(page.getByRole('region', { name: 'Contact details' })).toContainText(
        'alex@example.com',
      );
      // Read-only: the search is the only control on the screen.
      const main = page.getByRole('main');
      await expect(main.getByRole('button')).toHaveText(['Find customers']);
      await expect(main.locator('form')).toHaveCount(1);
      await expect(
        activity.getByRole('link', { name: 'Looked at account 40318275' }).first(),
      ).toBeVisible();
      await expectScreenFits(page);

      // The look is a link: a reload shows it again, and Back returns to it.
      await page.reload();
      await expect(alexName).toBeVisible();
      await page.getByRole('link', { name: 'Back to the results for “BS7 9JN”' }).click();
      await expect(byPostcode).toBeVisible();
      await page.goBack();
      await expect(alexName).toBeVisible();
    });

    test('alex, a customer, is refused the Admin screen in words and its calls with 403', async ({
      page,
      request,
    }) => {
      await logInAs(page, 'alex@example.com');
      await page.goto('/accounts/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Find a customer' })).toBeVisible();
      await expect(page.getByText('This page is for So Energy staff only.')).toBeVisible();
      await expect(page.getByLabel(SEARCH_BOX)).toHaveCount(0);
      await expectScreenFits(page);

      const token = await tokenFor(request, 'alex@example.com');
      for (const path of [
        '/api/v1/admin/customers?query=alex%40example.com',
        '/api/v1/admin/accounts/1',
        '/api/v1/admin/audit',
      ]) {
        const response = await request.get(path, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.status(), path).toBe(403);
      }
    });
  });
}
