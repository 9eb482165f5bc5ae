import { expect, test, type Page } from '@playwright/test';
import { RESET_LINK_SENT_MESSAGE } from '@/lib/gateway/contract/password-rules';
import { ACCOUNT_VIEWPORTS, expectScreenFits } from '../../utils/account-e2e';
import { expectNoAxeViolations } from '../../utils/axe';
import { DEMO_PASSWORD, logInAs, submitLogin } from '../../utils/e2e-session';
import {
  emailCount,
  latestEmail,
  PASSWORD_CHANGED_SUBJECT,
  RESET_EMAIL_SUBJECT,
  resetLinkFor,
} from '../../utils/e2e-outbox';

// Riley forgets the password and chooses another; the last step gives the demo password back
// (lasting-changes/password-and-sessions.spec.ts and other runs log in with it).
const RILEY = 'riley@example.com';
const NEW_PASSWORD = 'lantern orchard pebble';
const [PHONE, DESKTOP] = ACCOUNT_VIEWPORTS;

async function askForLink(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  // The offline notice is a status region of every page too: take the one with words.
  await expect(page.getByRole('status').filter({ hasText: RESET_LINK_SENT_MESSAGE })).toBeVisible();
}

test.describe(PHONE.name, () => {
  test.use({ viewport: PHONE.viewport });

  test('riley asks for a link, chooses a new password with it, and every session ends', async ({
    page,
    browser,
  }) => {
    // Riley is also signed in on another device.
    const elsewhere = await browser.newContext();
    const otherDevice = await elsewhere.newPage();
    await logInAs(otherDevice, RILEY, { keepSignedIn: true });

    await page.goto('/accounts/login');
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    await expect(page).toHaveURL(/\/accounts\/forgot-password$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await expectScreenFits(page);

    // An email with no account is answered in the same words, and sent nothing.
    await askForLink(page, 'nobody-here@example.com');

    await page.reload();
    const emailsBefore = emailCount(RILEY, RESET_EMAIL_SUBJECT);
    await askForLink(page, RILEY);
    await expectScreenFits(page);
    // The gateway answers before it looks the email up, and sends the link just after.
    await expect.poll(() => emailCount(RILEY, RESET_EMAIL_SUBJECT)).toBe(emailsBefore + 1);
    expect(emailCount('nobody-here@example.com', RESET_EMAIL_SUBJECT)).toBe(0);

    await page.goto(resetLinkFor(RILEY));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expectScreenFits(page);
    await page.getByLabel(/^New password/).fill('password1234');
    await page.getByLabel('Repeat the password').fill('password1234');
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page.getByLabel(/^New password/)).toHaveAccessibleDescription(
      /This password is too easy to guess/,
    );

    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change my password' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Your password has been changed.' });
    await expect(done).toContainText('Your password has been changed.');
    await expect(done).toContainText('we have signed you out on every device');
    await expectNoAxeViolations(page);
    expect(latestEmail(RILEY, PASSWORD_CHANGED_SUBJECT)).toContain(
      'We have signed you out on every device',
    );

    // The other device's session has ended.
    await otherDevice.goto('/accounts');
    await expect(otherDevice).toHaveURL(/\/accounts\/login/);
    await expect(
      otherDevice.getByRole('heading', { level: 1, name: 'Log in to your account' }),
    ).toBeVisible();
    await elsewhere.close();

    // The link works once.
    const link = resetLinkFor(RILEY);
    await page.getByRole('link', { name: 'Log in with your new password' }).click();
    await expect(page).toHaveURL(/\/accounts\/login$/);
    await submitLogin(page, RILEY, { password: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Riley' })).toBeVisible();

    await page.goto(link);
    await page.getByLabel(/^New password/).fill('heron toffee lighthouse');
    await page.getByLabel('Repeat the password').fill('heron toffee lighthouse');
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This link has expired or has been used. Ask for a new one.',
    );
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/accounts/forgot-password',
    );
  });
});

test.describe(DESKTOP.name, () => {
  test.use({ viewport: DESKTOP.viewport });

  test('the old password no longer works; riley logs in with the new one', async ({ page }) => {
    await page.goto('/accounts/login');
    await submitLogin(page, RILEY, { password: DEMO_PASSWORD });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'The email address or password is not right. Please check them and try again.',
    );
    await expectNoAxeViolations(page);

    await submitLogin(page, RILEY, { password: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Riley' })).toBeVisible();

    // Give the demo password back, from Personal details.
    await page.goto('/accounts/edit');
    const password = page.getByRole('region', { name: 'Your password' });
    await password.getByLabel('Current password').fill(NEW_PASSWORD);
    await password.getByLabel(/^New password/).fill(DEMO_PASSWORD);
    await password.getByLabel('Repeat the password').fill(DEMO_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status')).toContainText('Your password has been changed.');
    await expectScreenFits(page);
  });
});
