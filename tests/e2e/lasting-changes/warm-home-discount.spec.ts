import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits } from '../../utils/account-e2e';
import { logInAs } from '../../utils/e2e-session';

// Isla (Edinburgh) applies once; the desktop test then finds the application she made.
test.describe.configure({ mode: 'serial' });

const APPLY = 'Apply for the Warm Home Discount';
const application = (page: Page) => page.getByRole('region', { name: 'Your application' });

async function expectHerApplication(page: Page) {
  await expect(application(page).getByText('Received', { exact: true })).toBeVisible();
  await expect(application(page)).toContainText('Universal Credit');
  await expect(application(page)).toContainText('Ending 56C');
  await expect(page.getByRole('button', { name: APPLY })).toHaveCount(0);
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

  test('isla, in Edinburgh, applies for a Broader Group place and sees her application', async ({
    page,
  }) => {
    await logInAs(page, 'isla@example.com');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Warm Home Discount/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Warm Home Discount' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How it works in Scotland' })).toContainText(
      'Universal Credit',
    );
    const apply = page.getByRole('region', { name: /^Apply for \d{4}\/\d{2}$/ });
    await expect(apply).toContainText(/We have [\d,]+ places left/);
    await expect(apply.getByLabel('Their National Insurance number')).toBeVisible();
    await expectScreenFits(page);

    await apply.getByLabel('The benefit you or your partner get').selectOption('Universal Credit');
    await apply.getByLabel('I do', { exact: true }).check();
    await apply.getByLabel('Their name, as on the benefit').fill('Isla Campbell');
    await apply.getByLabel('Their date of birth').fill('1984-02-11');
    await apply.getByLabel('Their National Insurance number').fill('AB 12 34 56');
    await apply.getByLabel('A child under 5 lives with you').check();
    await apply.getByLabel(/^The details are true/).check();
    await apply.getByRole('button', { name: APPLY }).click();
    await expect(apply.getByLabel('Their National Insurance number')).toHaveAccessibleDescription(
      /Enter a National Insurance number like AB 12 34 56 C/,
    );
    await expectScreenFits(page);

    await apply.getByLabel('Their National Insurance number').fill('AB 12 34 56 C');
    await apply.getByRole('button', { name: APPLY }).click();
    await expect(application(page).getByText('Received', { exact: true })).toBeFocused();
    await expectHerApplication(page);
    await expectScreenFits(page);
  });
});

test.describe('on a 1320 px desktop', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[1].viewport });

  test('isla finds her application kept, after a reload too', async ({ page }) => {
    await logInAs(page, 'isla@example.com');
    await page.goto('/accounts/warm-home-discount');
    await expect(page.getByRole('heading', { level: 1, name: 'Warm Home Discount' })).toBeVisible();
    await expectHerApplication(page);
    await expectScreenFits(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Warm Home Discount' })).toBeVisible();
    await expectHerApplication(page);
  });
});
