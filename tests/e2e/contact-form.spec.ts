import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';

const MESSAGE = 'My last bill shows an estimated reading, but I sent a reading on 3 March.';

async function fillIn(page: Page) {
  await page.getByRole('textbox', { name: 'Your name' }).fill('Sol Ade');
  await page.getByRole('textbox', { name: 'Email address' }).fill('sol@example.com');
  await page.getByRole('textbox', { name: 'Account number' }).fill('40318275');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Meter readings' });
  await page.getByRole('textbox', { name: 'Your message' }).fill(MESSAGE);
}

test('a failed send keeps what was typed; sending again gives a reference', async ({ page }) => {
  await page.goto('/unhappy');
  const form = page.getByRole('region', { name: 'Send us a message' });
  await fillIn(page);
  const left = (2_000 - MESSAGE.length).toLocaleString('en-GB');
  await expect(form.locator('p').filter({ hasText: `${left} characters left` })).toBeVisible();

  // The first send fails on the way: the gateway answers 500 once.
  await page.route(
    '**/api/v1/contact',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Something went wrong on our side. Please try again in a few minutes.',
          statusCode: 500,
        }),
      }),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  // Focus moves to the message, so a keyboard user carries on from there.
  await expect(form.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Sol Ade');
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue(MESSAGE);
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('meter-readings');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    form.getByText(/^Thank you, we've got your message\. Your reference is SO-\w{4}-\w{4}\.$/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('each problem shows beside its field', async ({ page }) => {
  await page.goto('/unhappy');
  await page.getByRole('textbox', { name: 'Account number' }).fill('1234');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription(
    /Your account number is 8 digits, like 40318275/,
  );
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveAccessibleDescription(
    'Choose what your message is about',
  );
  await expectNoAxeViolations(page);
});
