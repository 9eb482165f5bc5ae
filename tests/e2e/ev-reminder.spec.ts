import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';
import { openWithDeferredCodeHeld } from '../utils/deferred-code';

/** A day `days` from today in the UK, as the date field takes it and as the page shows it. */
function dayAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const london = { timeZone: 'Europe/London' } as const;
  return {
    iso: new Intl.DateTimeFormat('en-CA', london).format(date),
    long: new Intl.DateTimeFormat('en-GB', {
      ...london,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(date),
  };
}

test('sets an EV tariff reminder, and the same email again moves its date', async ({ page }) => {
  await page.goto('/our-tariffs');
  const reminder = page.getByRole('region', { name: 'Not ready to switch to So EV yet?' });
  await reminder.getByRole('button', { name: 'Remind me' }).click();
  await expect(reminder.getByRole('textbox', { name: 'Email address' })).toBeFocused();
  await expect(reminder.getByRole('checkbox')).toHaveAccessibleDescription(
    'Tick the box so that we can email you your reminder',
  );
  await expectNoAxeViolations(page);

  const inAMonth = dayAhead(30);
  await reminder.getByRole('textbox', { name: 'Email address' }).fill('ev-driver@example.com');
  await reminder.getByLabel('Date for your reminder').fill(inAMonth.iso);
  await reminder.getByRole('checkbox', { name: /Email me once/ }).check();
  await reminder.getByRole('button', { name: 'Remind me' }).click();
  await expect(
    reminder.getByText(`Done. We'll email ev-driver@example.com on ${inAMonth.long}.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const inAYear = dayAhead(365);
  await reminder.getByRole('button', { name: 'Choose a different date' }).click();
  await reminder.getByLabel('Date for your reminder').fill(inAYear.iso);
  await reminder.getByRole('button', { name: 'Remind me' }).click();
  await expect(
    reminder.getByText(`Done. We'll email ev-driver@example.com on ${inAYear.long}.`),
  ).toBeVisible();
});

test('a reminder filled in and sent before the form’s code has arrived is sent once it has', async ({
  page,
  request,
}) => {
  const letCodeArrive = await openWithDeferredCodeHeld(page, request, '/our-tariffs');

  const reminder = page.getByRole('region', { name: 'Not ready to switch to So EV yet?' });
  const inAMonth = dayAhead(30);
  await reminder.getByRole('textbox', { name: 'Email address' }).fill('early-bird@example.com');
  await reminder.getByLabel('Date for your reminder').fill(inAMonth.iso);
  await reminder.getByRole('checkbox', { name: /Email me once/ }).check();
  await reminder.getByRole('button', { name: 'Remind me' }).click();
  await expect(page).toHaveURL(/\/our-tariffs$/);

  letCodeArrive();
  await expect(
    reminder.getByText(`Done. We'll email early-bird@example.com on ${inAMonth.long}.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/our-tariffs$/);
});
