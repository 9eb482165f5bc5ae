import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits } from '../../utils/account-e2e';
import { logInAs } from '../../utils/e2e-session';
import { lastActualReading } from '../../utils/e2e-readings';

// Isla's meter, whose readings no other spec reads: this journey adds today's reading to it.
const METER = /^Electricity meter S97C640218$/;

/** The one spec with the service worker running (playwright.config.ts blocks it elsewhere). */
test.use({ serviceWorkers: 'allow', viewport: ACCOUNT_VIEWPORTS[0].viewport });

/** Waits until the service worker, registered once the page is idle, is in charge of it. */
async function workerInCharge(page: Page) {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  // Chromium may leave a page that loaded while the worker installed unclaimed: as for a
  // visitor, the next load of it is the worker's.
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The address of every response the page's origin holds in Cache Storage. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });

test('isla sends a reading with no signal: it waits on the device, then is sent once back online, once', async ({
  page,
  context,
}) => {
  await logInAs(page, 'isla@example.com');
  await page.goto('/accounts/readings');
  const panel = page.getByRole('region', { name: METER });
  const field = panel.getByLabel('Reading (kWh)');
  const reading = (await lastActualReading(field)) + 5;
  const shown = `${reading.toLocaleString('en-GB')} kWh`;
  const kept = panel.getByRole('region', { name: 'Kept on this device' });
  const history = panel.getByRole('table');
  await expect(
    history.getByRole('cell', { name: reading.toLocaleString('en-GB'), exact: true }),
  ).toHaveCount(0);
  await workerInCharge(page);
  // Fetched afresh every time, so a new build's worker is found at once.
  expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');

  await context.setOffline(true);
  await field.fill(String(reading));
  await panel.getByRole('button', { name: 'Send reading' }).click();
  await expect(panel.getByRole('status')).toContainText(
    'No signal: your reading is kept on this device',
  );
  await expect(kept).toContainText(`Waiting to send: ${shown} on `);
  await expect(field).toHaveValue('');
  await expectScreenFits(page);
  await page.setViewportSize(ACCOUNT_VIEWPORTS[1].viewport);
  await expectScreenFits(page);

  // The same reading, sent again with the form while it waits: a second entry, to show the
  // gateway's refusal of a second reading for the day when it arrives.
  await field.fill(String(reading + 1));
  await panel.getByRole('button', { name: 'Send reading' }).click();
  await expect(kept.getByRole('listitem')).toHaveCount(2);

  // Loaded again with no signal: the worker answers with the offline page, in the place of
  // Meter Readings, which lists both readings still waiting on the device.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re offline');
  await expect(page).toHaveURL(/\/accounts\/readings$/);
  const waiting = page.getByRole('region', { name: 'Kept on this device' }).getByRole('listitem');
  await expect(waiting).toHaveCount(2);
  await expect(waiting.first()).toContainText(
    `Waiting to send: ${reading.toLocaleString('en-GB')} on `,
  );
  await expect(waiting.nth(1)).toContainText(
    `Waiting to send: ${(reading + 1).toLocaleString('en-GB')} on `,
  );
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectScreenFits(page);
  // The narrowest phone the site is made for too: a public page.
  await page.setViewportSize({ width: 320, height: 700 });
  await expectScreenFits(page);
  await page.setViewportSize(ACCOUNT_VIEWPORTS[0].viewport);
  await expectScreenFits(page);
  // Nothing private was kept to show it: the worker holds only the build's files and this page.
  const cached = await cachedUrls(page);
  expect(cached).toContain('/offline');
  expect(cached.filter((url) => /^\/(api|accounts)(\/|$)/.test(url))).toEqual([]);
  // The offline page's own scripts only: no other page's (the readings page's, the editor's).
  expect(cached).toContainEqual(expect.stringMatching(/\/chunks\/pages\/offline-/));
  expect(cached.filter((url) => /\/chunks\/pages\/(?!offline-|_app-)/.test(url))).toEqual([]);

  // Back online, the customer is back on Meter Readings, which sends what waited.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/accounts\/readings$/);
  await expect(field).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: /^Sent: / })).toContainText(
    `Sent: your reading of ${shown} on `,
  );
  const refused = kept.getByRole('listitem');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText(
    `Not taken: ${(reading + 1).toLocaleString('en-GB')} kWh on `,
  );
  await expect(refused).toContainText('We already have a reading for ');
  await expect(refused).toContainText('or call us on 0330 111 5050');
  await expect(
    history.getByRole('cell', { name: reading.toLocaleString('en-GB'), exact: true }),
  ).toHaveCount(1);
  await expectScreenFits(page);

  await page.reload();
  await expect(history.getByRole('row').nth(1)).toContainText(reading.toLocaleString('en-GB'));
  await expect(
    history.getByRole('cell', { name: reading.toLocaleString('en-GB'), exact: true }),
  ).toHaveCount(1);
  await expect(refused).toHaveCount(1);
  await refused.getByRole('button', { name: /^Remove the reading of / }).click();
  await expect(kept).toHaveCount(0);
  await page.setViewportSize(ACCOUNT_VIEWPORTS[0].viewport);
  await expectScreenFits(page);
});
