import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits } from '../../utils/account-e2e';
import { DEMO_PASSWORD, logInAs } from '../../utils/e2e-session';
import { latestEmail, PASSWORD_CHANGED_SUBJECT } from '../../utils/e2e-outbox';

// Riley signs other devices out and changes the password, then gives the demo password back
// (lasting-changes/password-reset.spec.ts and other runs log in with it).
const RILEY = 'riley@example.com';
const NEW_PASSWORD = 'heron toffee lighthouse';
const [PHONE, DESKTOP] = ACCOUNT_VIEWPORTS;

const sessionsPanel = (page: Page) => page.getByRole('region', { name: "Where you're signed in" });
const passwordPanel = (page: Page) => page.getByRole('region', { name: 'Your password' });

/** The other device: a phone's browser. */
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/124.0.0.0 Mobile Safari/537.36';

/** Riley signed in on a second device, in a browser of its own. */
async function anotherDevice(browser: Browser) {
  const context = await browser.newContext({ userAgent: ANDROID_CHROME });
  const page = await context.newPage();
  await logInAs(page, RILEY, { keepSignedIn: true });
  return { page, close: () => context.close() };
}

/** The device's session has ended: an account page sends it to log in. */
async function expectSignedOut(page: Page) {
  await page.goto('/accounts');
  await expect(page).toHaveURL(/\/accounts\/login/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Log in to your account' }),
  ).toBeVisible();
}

async function changePassword(page: Page, current: string, next: string) {
  const panel = passwordPanel(page);
  await panel.getByLabel('Current password').fill(current);
  await panel.getByLabel(/^New password/).fill(next);
  await panel.getByLabel('Repeat the password').fill(next);
  await panel.getByRole('button', { name: 'Change password' }).click();
}

test.describe(PHONE.name, () => {
  test.use({ viewport: PHONE.viewport });

  test('riley sees where the account is signed in and signs the phone out', async ({
    page,
    browser,
  }) => {
    const phone = await anotherDevice(browser);
    await logInAs(page, RILEY);
    await page.goto('/accounts/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();

    // Earlier journeys may have left riley signed in elsewhere too: the phone is the Android one.
    const sessions = sessionsPanel(page);
    const devices = sessions.getByRole('listitem');
    await expect(devices.first()).toContainText('This device');
    const phoneItem = devices.filter({ hasText: 'Chrome on Android' });
    await expect(phoneItem).toHaveCount(1);
    await expect(phoneItem).toContainText(/Signed in \d+ \w+ \d{4} at \d\d:\d\d/);
    await expectScreenFits(page);

    await phoneItem.getByRole('button', { name: /^Sign out Chrome on Android/ }).click();
    await expect(sessions.getByRole('status')).toHaveText('Signed out of Chrome on Android.');
    await expect(phoneItem).toHaveCount(0);
    await expectScreenFits(page);

    await expectSignedOut(phone.page);
    await phone.close();

    // The phone's login is in the account's security log, newest first, with its time.
    const activity = page.getByRole('region', { name: 'Recent security activity' });
    await page.reload();
    const phoneLogin = activity
      .getByRole('listitem')
      .filter({ hasText: 'Logged in on Chrome on Android' })
      .first();
    await expect(phoneLogin).toBeVisible();
    await expect(phoneLogin.locator('time')).toHaveText(/\d+ \w+ \d{4} at \d\d:\d\d/);
    await expectScreenFits(page);
  });
});

test.describe(DESKTOP.name, () => {
  test.use({ viewport: DESKTOP.viewport });

  test('riley signs every other device out, then changes the password, which does it again', async ({
    page,
    browser,
  }) => {
    const first = await anotherDevice(browser);
    await logInAs(page, RILEY);
    await page.goto('/accounts/edit');
    const sessions = sessionsPanel(page);
    await sessions.getByRole('button', { name: 'Sign out of every other device' }).click();
    await expect(sessions.getByRole('status')).toHaveText(/^Signed out of \d+ other devices?\.$/);
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expectSignedOut(first.page);
    await first.close();

    const second = await anotherDevice(browser);
    await page.reload();
    await expect(sessions.getByRole('listitem')).toHaveCount(2);

    await changePassword(page, 'not-my-password', NEW_PASSWORD);
    await expect(passwordPanel(page).getByLabel('Current password')).toHaveAccessibleDescription(
      /That is not your current password/,
    );
    await expect(passwordPanel(page).getByLabel(/^New password/)).toHaveValue(NEW_PASSWORD);

    await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
    await expect(passwordPanel(page).getByRole('status')).toHaveText(
      'Your password has been changed. We have signed you out on 1 other device. ' +
        'We have sent you an email to say so.',
    );
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expectScreenFits(page);
    expect(latestEmail(RILEY, PASSWORD_CHANGED_SUBJECT)).toContain(
      'We have signed you out on your other devices.',
    );

    // This device is still signed in; the other is not.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
    await expectSignedOut(second.page);
    await second.close();

    // Give the demo password back.
    await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
    await expect(passwordPanel(page).getByRole('status')).toContainText(
      'Your password has been changed.',
    );
  });
});
