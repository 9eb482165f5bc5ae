import { expect, test } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits, openByShortLink } from '../utils/account-e2e';
import { logInAs } from '../utils/e2e-session';

for (const { name, viewport } of ACCOUNT_VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });

    test('alex sees his link and the friends who used it, copies the link, and it opens his invitation', async ({
      page,
    }) => {
      await logInAs(page, 'alex@example.com');
      await openByShortLink(page, '/refer', '/accounts/refer', 'Refer a Friend');
      const linkSection = page.getByRole('region', { name: 'Your referral link' });
      const link = linkSection.getByText(/^http\S+\/r\/ALEX-M7Q2$/);
      await expect(link).toBeVisible();
      await expect(linkSection).toContainText("you'll both get £50 credit");

      const friends = page.getByRole('region', { name: "Friends you've referred" });
      await expect(
        friends.getByRole('row', { name: /^Hannah .* Switched £50\.00$/ }),
      ).toBeVisible();
      await expect(friends.getByRole('row', { name: /^Tom .* Switched £50\.00$/ })).toBeVisible();
      await expect(
        friends.getByRole('row', { name: /^Ollie .* Switching Not yet$/ }),
      ).toBeVisible();
      await expectScreenFits(page);

      await linkSection.getByRole('button', { name: 'Copy link' }).click();
      await expect(linkSection.getByRole('status')).toHaveText('Link copied');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await link.textContent());

      await page.goto(copied);
      await expect(
        page
          .getByRole('region', { name: 'Your invitation' })
          .getByText('Alex has invited you to switch to So Energy.'),
      ).toBeVisible();
    });
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

  test('lee, whose referral link is switched off, is told in words why Refer a Friend is not available', async ({
    page,
  }) => {
    await logInAs(page, 'lee@example.com');
    await openByShortLink(page, '/refer', '/accounts/refer', 'Refer a Friend');
    await expect(
      page.getByRole('heading', { name: 'This is not available for your account' }),
    ).toBeVisible();
    await expect(page.getByText('Your referral link has been switched off.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await expectScreenFits(page);
  });
});
