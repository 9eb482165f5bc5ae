import { expect, test } from '@playwright/test';
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { ACCOUNT_VIEWPORTS, expectScreenFits, expectScreenLoaded } from '../utils/account-e2e';
import { expectNoAxeViolations } from '../utils/axe';
import { emailCount } from '../utils/e2e-outbox';
import { submitLogin } from '../utils/e2e-session';
import { signUpByApi } from '../utils/e2e-sign-up';
import { homeAt, makeProspect } from '../utils/quote-journey-e2e';

/**
 * Issue 47 item 4: a new sign-up follows its switch on Account Home and cancels it within
 * cooling-off. Each width signs up its own smart home with gas at NR2 4SE, which no other spec
 * reads.
 */
const POSTCODE = 'NR2 4SE';
const smartWithGas = (home: SupplyAddress) => home.meterType === 'smart' && home.mprn !== null;
const CANCELLED_SUBJECT = 'Your switch to So Energy is cancelled';

ACCOUNT_VIEWPORTS.forEach(({ name, viewport }, nth) => {
  test.describe(name, () => {
    test.use({ viewport });

    test('a new sign-up sees the tracker on Account Home and cancels within cooling-off', async ({
      page,
      request,
    }) => {
      const prospect = makeProspect();
      await signUpByApi(request, await homeAt(request, POSTCODE, smartWithGas, nth), {
        email: prospect.email,
        password: prospect.password,
      });

      await page.goto('/accounts/login');
      await submitLogin(page, prospect.email, { password: prospect.password });
      await expect(page).toHaveURL(/\/accounts$/);
      const tracker = page.getByRole('region', { name: 'Your switch to So Energy' });
      const stages = tracker.getByRole('listitem');
      await expect(stages).toHaveCount(6);
      await expect(stages.first()).toContainText('You signed up');
      const current = tracker.locator('[aria-current="step"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText('Cooling-off period');
      await expect(stages.nth(3)).toContainText(/Your switch date\d{1,2} \w+ \d{4}/);
      await expectScreenLoaded(page);
      await expectScreenFits(page);

      await tracker.getByRole('button', { name: 'Cancel my switch' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel your switch to So Energy?' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Yes, cancel my switch' }).click();

      await expect(dialog).toBeHidden();
      await expect(tracker).toContainText(/You cancelled your switch on \d{1,2} \w+ \d{4}\./);
      await expect(tracker).toContainText('We have emailed you to confirm it.');
      await expect(tracker.getByRole('button', { name: 'Cancel my switch' })).toHaveCount(0);
      expect(emailCount(prospect.email, CANCELLED_SUBJECT)).toBe(1);
      await expectScreenFits(page);

      // Still cancelled on a fresh visit: the gateway kept it.
      await page.reload();
      await expect(tracker).toContainText(/You cancelled your switch on/);
    });
  });
});
