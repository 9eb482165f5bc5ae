import { expect, test } from '@playwright/test';
import { readingHistory } from '@/lib/gateway/contract/readings';
import { ACCOUNT_VIEWPORTS, expectScreenFits, expectScreenLoaded } from '../utils/account-e2e';
import { expectNoAxeViolations } from '../utils/axe';
import { logInAs } from '../utils/e2e-session';

const [PHONE, DESKTOP] = ACCOUNT_VIEWPORTS;

// The journey ends with the token revoked, which Personal details no longer lists: it leaves
// Alex's screens as it found them, and no other spec reads his tokens.
test.use({ viewport: PHONE.viewport, permissions: ['clipboard-read', 'clipboard-write'] });

test('alex creates an API token on Personal details that reads his readings, and once revoked it answers 401', async ({
  page,
  request,
}) => {
  await logInAs(page, 'alex@example.com');
  // The readings the Meter Readings screen gets with his session, and the path it asks.
  const screenAnswer = page.waitForResponse((response) =>
    /^\/api\/v1\/accounts\/\d+\/readings$/.test(new URL(response.url()).pathname),
  );
  await page.goto('/accounts/readings');
  const answered = await screenAnswer;
  const readingsPath = new URL(answered.url()).pathname;
  const screenReadings = readingHistory.parse(await answered.json());

  await page.goto('/accounts/edit');
  const panel = page.getByRole('region', { name: 'API tokens' });
  await expectScreenLoaded(page);
  await expect(panel).toContainText('You have no API tokens.');
  await expectScreenFits(page);

  const name = panel.getByLabel('Token name');
  await panel.getByRole('button', { name: 'Create token' }).click();
  await expect(name).toHaveAccessibleDescription(/Enter a name for the token/);
  await name.fill('Readings script');
  await panel.getByRole('button', { name: 'Create token' }).click();
  await expect(
    panel.getByRole('heading', { name: 'Your new token: Readings script' }),
  ).toBeFocused();
  await expect(panel).toContainText('we will not show it again');
  await panel.getByRole('button', { name: 'Copy token' }).click();
  await expect(panel.getByRole('status')).toHaveText('Copied to your clipboard.');
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toMatch(/^sopat_[\w-]{43}$/);
  await expect(panel.locator('code')).toHaveText(token);
  await expectScreenFits(page);
  await page.setViewportSize(DESKTOP.viewport);
  await expectScreenFits(page);

  const withToken = { headers: { authorization: `Bearer ${token}` } };
  const read = await request.get(readingsPath, withToken);
  expect(read.status()).toBe(200);
  expect(readingHistory.parse(await read.json())).toEqual(screenReadings);
  // Read only: the same token cannot send a reading.
  expect((await request.post(readingsPath, { ...withToken, data: {} })).status()).toBe(401);

  // Shown once: after a reload the list has it, used just now, and the token is nowhere.
  await page.reload();
  const listed = panel.getByRole('listitem').filter({ hasText: 'Readings script' });
  await expect(listed).toContainText('Last used');
  await expect(page.getByText(token)).toHaveCount(0);

  await listed.getByRole('button', { name: 'Revoke Readings script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke Readings script?' });
  await expect(dialog).toContainText('stops working straight away');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'Revoked Readings script. It no longer works.',
  );
  await expect(panel).toContainText('You have no API tokens.');
  await expectScreenFits(page);
  await page.setViewportSize(PHONE.viewport);
  await expectScreenFits(page);

  const afterRevoking = await request.get(readingsPath, withToken);
  expect(afterRevoking.status()).toBe(401);
  expect((await afterRevoking.json()).message).toMatch(/revoked/);
});
