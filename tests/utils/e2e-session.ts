import { expect, type Page } from '@playwright/test';

/** Every demo customer's password (README "Demo logins"). */
export const DEMO_PASSWORD = 'demo-password-2026';

/** Fills in the login page and sends it. */
export async function submitLogin(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, keepSignedIn = false } = {},
): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Keep me signed in').setChecked(keepSignedIn);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in from the login page and waits for Account Home. */
export async function logInAs(page: Page, email: string, options: { keepSignedIn?: boolean } = {}) {
  await page.goto('/accounts/login');
  await submitLogin(page, email, options);
  await expect(page).toHaveURL(/\/accounts$/);
}
