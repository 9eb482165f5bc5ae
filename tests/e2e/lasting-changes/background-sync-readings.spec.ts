import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits, selectAccount } from '../../utils/account-e2e';
import { logInAs } from '../../utils/e2e-session';
import { lastActualReading } from '../../utils/e2e-readings';

// Sam's gas meter in Leeds (his account 2), whose readings no other spec reads: these journeys
// add readings to it.
const SAM = 'sam@example.com';
const LEEDS = 2;
const METER = /^Gas meter M016A1184302$/;
const SYNC_TAG = 'so-energy-kept-readings';

test.use({ serviceWorkers: 'allow', viewport: ACCOUNT_VIEWPORTS[0].viewport });

async function openReadings(page: Page) {
  // Leeds is chosen for the tab from a document of the site that resumes no session.
  await page.goto('/favicon.svg');
  await selectAccount(page, SAM, LEEDS);
  await page.goto('/accounts/readings');
  const panel = page.getByRole('region', { name: METER });
  return { panel, field: panel.getByLabel(/^Reading \(/) };
}

/** Keeps `value` on the device with the browser offline, once the service worker is in charge. */
async function keepOffline(page: Page, context: BrowserContext, value: number) {
  const { panel, field } = await openReadings(page);
  await expect(field).toBeVisible();
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await context.setOffline(true);
  await field.fill(String(value));
  await panel.getByRole('button', { name: 'Send reading' }).click();
  await expect(panel.getByRole('region', { name: 'Kept on this device' })).toContainText(
    `Waiting to send: ${value.toLocaleString('en-GB')} m³ on `,
  );
}

/**
 * Closes the readings page, leaving no window of the site (a blank page keeps the browser's
 * context), goes back online and has the browser fire the Background Sync, as it would once the
 * signal is back.
 */
async function syncWithNoWindowOpen(page: Page, context: BrowserContext): Promise<Page> {
  const blank = await context.newPage();
  const origin = new URL(page.url()).origin;
  await page.close();
  await context.setOffline(false);
  const devtools = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registration,
    tag: SYNC_TAG,
    lastChance: false,
  });
  return blank;
}

/**
 * A document of the site's origin that runs none of the site's scripts: it reads what the device
 * keeps without sending it, and resumes no session (a renewal cut off as a tab closes would
 * lose the rotated refresh cookie).
 */
async function bareSiteDocument(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/favicon.svg');
  return page;
}

/** What the device keeps. */
async function keptOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ refusal: string | null }[]>((resolve, reject) => {
        const open = indexedDB.open('so-energy-readings');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result
            .transaction('kept-readings')
            .objectStore('kept-readings')
            .getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result as { refusal: string | null }[]);
          };
        };
      }),
  );
}

test.describe.configure({ mode: 'serial' });

test('sam keeps a gas reading with no signal and closes the page: the service worker sends it once the signal is back, once', async ({
  page,
  context,
}) => {
  await logInAs(page, SAM);
  const { panel, field } = await openReadings(page);
  const reading = (await lastActualReading(field)) + 5;
  const cell = (p: Page) =>
    p
      .getByRole('region', { name: METER })
      .getByRole('table')
      .getByRole('cell', { name: reading.toLocaleString('en-GB'), exact: true });
  await expect(cell(page)).toHaveCount(0);
  await expect(panel).toBeVisible();

  await keepOffline(page, context, reading);
  await expect(
    page.getByRole('button', { name: "Tell me if a reading isn't taken" }),
  ).toBeVisible();
  await expectScreenFits(page);

  const blank = await syncWithNoWindowOpen(page, context);
  const probe = await bareSiteDocument(context);
  await expect.poll(() => keptOnDevice(probe), { timeout: 20_000 }).toEqual([]);
  await probe.close();

  const readings = await context.newPage();
  await openReadings(readings);
  await expect(cell(readings)).toHaveCount(1);
  await expect(readings.getByRole('region', { name: 'Kept on this device' })).toHaveCount(0);
  await expect(readings.getByText(/^Sent: /)).toHaveCount(0);
  await expectScreenFits(readings);
  await blank.close();
});

test('a reading the service worker finds refused is told in a notification sam can act on', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await logInAs(page, SAM);
  const { field } = await openReadings(page);
  // Lower than the last actual reading, with no reason why, and on a day already read once the
  // journey above has run: the gateway refuses it.
  const lower = (await lastActualReading(field)) - 10;
  await keepOffline(page, context, lower);
  await expect(page.getByRole('button', { name: "Tell me if a reading isn't taken" })).toHaveCount(
    0,
  );

  const blank = await syncWithNoWindowOpen(page, context);
  const probe = await bareSiteDocument(context);
  const shown = () =>
    probe.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(
        ({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }),
      ),
    );
  await expect.poll(async () => (await shown()).length, { timeout: 20_000 }).toBe(1);
  const [notification] = await shown();
  expect(notification).toEqual({
    title: "Your meter reading wasn't taken",
    body: expect.stringMatching(
      new RegExp(
        `^${lower.toLocaleString('en-GB')} on .+: .+ Check the meter and send the right reading on Meter Readings\\.$`,
      ),
    ),
    tag: expect.stringMatching(/^kept-reading-/),
    data: { url: '/accounts/readings' },
  });
  // The gateway's own words (the day already read, or a reading lower than the last).
  const refusal = /^[^:]+: (.+) Check the meter and send/.exec(notification!.body)![1]!;
  await probe.close();

  const readings = await context.newPage();
  await openReadings(readings);
  const refused = readings
    .getByRole('region', { name: 'Kept on this device' })
    .getByRole('listitem');
  await expect(refused).toContainText(`Not taken: ${lower.toLocaleString('en-GB')} m³ on `);
  await expect(refused).toContainText(refusal);
  await expectScreenFits(readings);
  await refused.getByRole('button', { name: /^Remove the reading of / }).click();
  await expect(readings.getByRole('region', { name: 'Kept on this device' })).toHaveCount(0);
  await blank.close();
});
