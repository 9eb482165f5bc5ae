import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits } from '../utils/account-e2e';
import { logInAs } from '../utils/e2e-session';

// Isla, in Scotland, applies in lasting-changes/warm-home-discount.spec.ts.

/** Follows Account Home's tile to the screen and checks it renders. */
async function openWarmHomeDiscount(page: Page) {
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Warm Home Discount/ })
    .click();
  await expect(page).toHaveURL(/\/accounts\/warm-home-discount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Warm Home Discount' })).toBeVisible();
}

const helpline = (page: Page) =>
  page
    .getByRole('region', { name: 'If you get a letter about it' })
    .getByRole('link', { name: '0800 030 9322' });

for (const { name, viewport } of ACCOUNT_VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test('alex, in Bristol, sees that the government has matched him and what happens next', async ({
      page,
    }) => {
      await logInAs(page, 'alex@example.com');
      await openWarmHomeDiscount(page);
      const discount = page.getByRole('region', { name: /^Your discount for \d{4}\/\d{2}$/ });
      await expect(discount).toContainText('You qualify');
      await expect(discount).toContainText(
        /We will take £150 off your electricity bill by 31 March \d{4}/,
      );
      await expect(
        page.getByRole('region', { name: 'How it works in England and Wales' }),
      ).toContainText('You do not need to apply.');
      await expect(helpline(page)).toHaveAttribute('href', 'tel:08000309322');
      await expect(
        page.getByRole('button', { name: 'Apply for the Warm Home Discount' }),
      ).toHaveCount(0);
      await expectScreenFits(page);
    });
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

  test('jo, whose letter asks her to confirm her details, is told to call by its date', async ({
    page,
  }) => {
    await logInAs(page, 'jo@example.com');
    await openWarmHomeDiscount(page);
    const discount = page.getByRole('region', { name: /^Your discount for \d{4}\/\d{2}$/ });
    await expect(discount).toContainText(/Call the government by \d{1,2} \w+ \d{4}/);
    await expect(discount.getByRole('link', { name: '0800 030 9322' })).toHaveAttribute(
      'href',
      'tel:08000309322',
    );
    await expectScreenFits(page);
  });
});
