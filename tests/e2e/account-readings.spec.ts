import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNT_VIEWPORTS,
  expectScreenFits,
  openByShortLink,
  selectAccount,
} from '../utils/account-e2e';
import { logInAs } from '../utils/e2e-session';
import { lastActualReading } from '../utils/e2e-readings';

const meter = (page: Page, name: RegExp) => page.getByRole('region', { name });

// Each width sends a reading to a meter of its own: the two run at once on one database.
const METER_BY_WIDTH = { 375: /^Electricity smart meter /, 1320: /^Gas smart meter / } as const;

for (const { name, viewport } of ACCOUNT_VIEWPORTS) {
  test.describe(name, () => {
    test.use({ viewport });

    test('alex sends a reading lower than the last actual one: refused naming it, then accepted', async ({
      page,
    }) => {
      await logInAs(page, 'alex@example.com');
      await openByShortLink(page, '/readings', '/accounts/readings', 'Meter Readings');
      const panel = meter(page, METER_BY_WIDTH[viewport.width]);
      await expect(panel.getByText(/sends us its readings itself/)).toBeVisible();
      await expect(panel.getByRole('table')).toContainText('Actual: from your smart meter');
      await expectScreenFits(page);

      const field = panel.getByLabel(/^Reading \((kWh|m³)\)$/);
      const last = await lastActualReading(field);
      await field.fill(String(last - 5));
      await panel.getByRole('button', { name: 'Send reading' }).click();
      const why = panel.getByRole('group', { name: 'Why is this reading lower?' });
      await expect(why).toContainText(
        `lower than your last actual reading, ${last.toLocaleString('en-GB')} on `,
      );
      await expect(field).toHaveValue(String(last - 5));
      await expectScreenFits(page);

      await why.getByLabel(/An earlier reading or estimate was too high/).check();
      await panel.getByRole('button', { name: 'Send reading' }).click();
      await expect(panel.getByRole('status')).toContainText(
        `Thank you: we have your reading of ${(last - 5).toLocaleString('en-GB')}`,
      );
      await expect(panel.getByRole('table').getByRole('row').nth(1)).toContainText(
        'Actual: you sent it',
      );
    });
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

  test('sam sends day and night readings for the Cardiff Economy 7 flat', async ({ page }) => {
    await logInAs(page, 'sam@example.com');
    // Sam's accounts in seed order: Leeds (2), then the Cardiff flat (3).
    await selectAccount(page, 'sam@example.com', 3);
    await page.goto('/accounts/readings');
    const panel = meter(page, /^Electricity Economy 7 meter E10Z654321$/);
    await expect(panel.getByText(/^Your last reading was on /)).toBeVisible();
    const day = panel.getByLabel('Day reading (kWh)');
    const night = panel.getByLabel('Night reading (kWh)');
    const [lastDay, lastNight] = [await lastActualReading(day), await lastActualReading(night)];
    await day.fill(String(lastDay + 40));
    await night.fill(String(lastNight + 60));
    await panel.getByRole('button', { name: 'Send reading' }).click();
    await expect(panel.getByRole('status')).toContainText(
      `we have your reading of day ${(lastDay + 40).toLocaleString('en-GB')} kWh and night ${(lastNight + 60).toLocaleString('en-GB')} kWh`,
    );
    await expectScreenFits(page);
  });

  test("riley's silent smart meter is flagged with what to do", async ({ page }) => {
    await logInAs(page, 'riley@example.com');
    await page.goto('/accounts/readings');
    await expect(page.getByRole('note').first()).toContainText(
      /has not sent us any figures for 5 days/,
    );
    await expectScreenFits(page);
  });

  test('jo, whose account is restricted, is told in words why readings are not available', async ({
    page,
  }) => {
    await logInAs(page, 'jo@example.com');
    await openByShortLink(page, '/readings', '/accounts/readings', 'Meter Readings');
    await expect(
      page.getByRole('heading', { name: 'This is not available for your account' }),
    ).toBeVisible();
    await expectScreenFits(page);
  });
});
