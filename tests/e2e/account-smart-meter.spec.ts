import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits, selectAccount } from '../utils/account-e2e';
import { logInAs } from '../utils/e2e-session';

const SMART_METER_PORTAL = '/accounts/smart_meter_portal';

async function openSmartMeterPortal(page: Page) {
  await page.goto(SMART_METER_PORTAL);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a smart meter' })).toBeVisible();
}

/** Picks the first appointment offered in `within` and goes on to the question that confirms it. */
async function chooseFirstAppointment(page: Page, within = page.locator('main')) {
  const first = within.getByRole('radio').first();
  await first.check();
  await within.getByRole('button', { name: 'Continue' }).click();
}

// Sam's two accounts (Leeds, then Cardiff) have meters an engineer can replace; each width
// books one, moves it and cancels it, which leaves the account as the seed had it.
const SAMS_ACCOUNTS = [2, 3] as const;

ACCOUNT_VIEWPORTS.forEach(({ name, viewport }, index) => {
  test.describe(name, () => {
    test.use({ viewport });

    test('sam books a smart meter installation, moves it, and cancels it', async ({ page }) => {
      await logInAs(page, 'sam@example.com');
      await selectAccount(page, 'sam@example.com', SAMS_ACCOUNTS[index]!);
      await openSmartMeterPortal(page);
      await expect(page.getByRole('region', { name: 'Your free smart meter' })).toContainText(
        'our engineer will replace your',
      );
      const book = page.getByRole('region', { name: 'Book your installation' });
      await expect(book.getByRole('radio').first()).toBeVisible();
      await expectScreenFits(page);

      await book.getByRole('button', { name: 'Continue' }).click();
      await expect(book.getByText('Choose a day and time for your installation')).toBeVisible();
      await book
        .getByLabel('Anything our engineer should know (optional)')
        .fill('The meters are in the cupboard under the stairs.');
      await chooseFirstAppointment(page, book);
      await expect(book.getByText(/^Book your smart meter installation for/)).toBeVisible();
      await expectScreenFits(page);
      await book.getByRole('button', { name: 'Book this appointment' }).click();

      await expect(page.getByText(/^Your smart meter appointment is booked for/)).toBeFocused();
      const appointment = page.getByRole('region', { name: 'Your smart meter appointment' });
      await expect(appointment).toContainText('The meters are in the cupboard under the stairs.');
      await expect(page.getByRole('region', { name: 'Smart Pay As You Go' })).toContainText(
        'Smart Pay As You Go',
      );
      const bookedFor = await appointment.locator('strong').first().innerText();
      await expectScreenFits(page);

      await appointment.getByRole('button', { name: 'Reschedule appointment' }).click();
      const newTime = page.getByRole('region', { name: 'Choose a new appointment' });
      await chooseFirstAppointment(page, newTime);
      await expect(newTime.getByText(/^Move your appointment from/)).toContainText(bookedFor);
      await newTime.getByRole('button', { name: 'Move my appointment' }).click();
      await expect(page.getByText(/^Your appointment has moved to/)).toBeFocused();
      const movedTo = await appointment.locator('strong').first().innerText();
      expect(movedTo).not.toBe(bookedFor);

      // The booking is the gateway's, not the tab's: a reload shows it moved.
      await page.reload();
      await expect(appointment).toContainText(movedTo);
      await expect(appointment).toContainText(/moved on/);
      await expectScreenFits(page);

      await appointment.getByRole('button', { name: 'Cancel appointment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel your smart meter appointment?' });
      await expect(dialog).toContainText(movedTo);
      await expectScreenFits(page);
      await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(page.getByText(/is cancelled\. You can book another/)).toBeFocused();
      await expect(page.getByRole('region', { name: 'Book your installation' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('region', { name: 'Your smart meter appointment' })).toHaveCount(
        0,
      );
      await expect(page.getByRole('region', { name: 'Book your installation' })).toBeVisible();
    });
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

  test('lee, in Glasgow where no engineer can come yet, joins the waiting list and leaves it', async ({
    page,
  }) => {
    await logInAs(page, 'lee@example.com');
    await openSmartMeterPortal(page);
    const none = page.getByRole('region', { name: 'No appointments in your area yet' });
    await expect(none).toBeVisible();
    await expectScreenFits(page);
    await none.getByRole('button', { name: 'Join the waiting list' }).click();
    const place = page.getByRole('region', { name: 'You are on the waiting list' });
    await expect(place).toContainText(/you are number \d+ in/);
    await page.reload();
    await expect(place).toBeVisible();
    await expectScreenFits(page);

    await place.getByRole('button', { name: 'Leave the waiting list' }).click();
    await page
      .getByRole('dialog', { name: 'Leave the waiting list?' })
      .getByRole('button', { name: 'Yes, leave it' })
      .click();
    await expect(page.getByText('You have left the waiting list.')).toBeFocused();
    await expect(none).toBeVisible();
  });

  test('alex, whose meters are smart already, is told so and whether he can pay as he goes', async ({
    page,
  }) => {
    await logInAs(page, 'alex@example.com');
    await openSmartMeterPortal(page);
    await expect(
      page.getByText('Your home already has a smart meter for each fuel we supply'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Smart Pay As You Go' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectScreenFits(page);
  });
});
