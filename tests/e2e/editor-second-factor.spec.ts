import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '@/lib/second-factor/totp';
import { expectNoAxeViolations } from '../utils/axe';
import { completeSecondStep, setupKeyOnPage } from '../utils/e2e-editor';
import { E2E_SECOND_FACTOR_EDITOR as SAM } from '../utils/e2e-env';

/**
 * An editor's second factor on the production build: the first sign-in sets up the
 * authenticator app from a QR code (or its key as text) and shows ten recovery codes once; a
 * later sign-in takes a code from the app, or a recovery code, each only once. Sam is an editor
 * of this spec's own, so no other spec has set up Sam's app first.
 */

test.describe.configure({ mode: 'serial' });

let recoveryCodes: string[] = [];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function givePassword(page: Page) {
  await page.goto('/editor');
  await expect(page).toHaveURL(/\/editor\/login\?next=%2Feditor$/);
  await page.getByLabel('Email address').fill(SAM.email);
  await page.getByLabel('Password', { exact: true }).fill(SAM.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the first sign-in sets up the authenticator app from a QR code and shows recovery codes once', async ({
  page,
}) => {
  await givePassword(page);
  await expect(heading(page)).toHaveText('Set up your authenticator app');
  await expect(heading(page)).toBeFocused();
  const qrCode = page.getByRole('img', { name: /QR code/ });
  await expect(qrCode).toBeVisible();
  expect(await qrCode.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  const key = await setupKeyOnPage(page);
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);
  // The password alone opens nothing yet.
  expect((await page.request.get('/api/editor/stories')).status()).toBe(401);

  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  // Next's route announcer is an alert too: take the form's by its words.
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  await page.getByLabel('Code from the app').fill(totpCode(key, Date.now()));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading(page)).toHaveText('Save your recovery codes');
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  recoveryCodes = await codes.allTextContents();
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'I have saved them: continue to the editor' }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(heading(page)).toHaveText('Pages and posts');
});

test('a later sign-in asks for the code the app shows', async ({ page }) => {
  await givePassword(page);
  await expect(heading(page)).toHaveText('Enter your code');
  await expectNoAxeViolations(page);
  await completeSecondStep(page, SAM);
  await expect(page).toHaveURL(/\/editor$/);
  await expect(heading(page)).toHaveText('Pages and posts');
});

test('a recovery code signs in once instead of a code, and says how many are left', async ({
  page,
}) => {
  const [code = ''] = recoveryCodes;
  expect(code).not.toBe('');
  await givePassword(page);
  await expect(heading(page)).toHaveText('Enter your code');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(heading(page)).toHaveText('Signed in with a recovery code');
  await expect(page.getByText('You have 9 recovery codes left.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to the editor' }).click();
  await expect(heading(page)).toHaveText('Pages and posts');

  // Used once: the same code is refused the next time.
  await page.context().clearCookies();
  await givePassword(page);
  await expect(heading(page)).toHaveText('Enter your code');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Next's route announcer is an alert too: take the form's by its words.
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  await expect(heading(page)).toHaveText('Enter your code');
});
