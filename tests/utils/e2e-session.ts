import { expect, type Page } from '@playwright/test';
import { asOnlyStaffLogin, completeStaffLoginOnPage, STAFF_EMAILS } from './e2e-staff';

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

/**
 * Logs in from the login page and waits for Account Home. The wait starts once the gateway has
 * answered: on a loaded machine the password's hash alone can take seconds. Staff give their
 * second factor too (e2e-staff.ts), one worker at a time.
 */
export async function logInAs(page: Page, email: string, options: { keepSignedIn?: boolean } = {}) {
  const staff = STAFF_EMAILS.includes(email);
  const logIn = async () => {
    await page.goto('/accounts/login');
    const answer = page.waitForResponse((response) => response.url().endsWith('/auth/login'));
    await submitLogin(page, email, options);
    expect((await answer).status(), `logging in as ${email}`).toBe(200);
    if (staff) await completeStaffLoginOnPage(page, email);
    await expect(page).toHaveURL(/\/accounts$/);
  };
  await (staff ? asOnlyStaffLogin(logIn) : logIn());
}
