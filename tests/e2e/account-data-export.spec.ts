import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { customerDataFile } from '@/lib/gateway/contract/data-exports';
import { readingHistory } from '@/lib/gateway/contract/readings';
import {
  ACCOUNT_VIEWPORTS,
  expectScreenFits,
  expectScreenLoaded,
  openByShortLink,
} from '../utils/account-e2e';
import { latestEmail } from '../utils/e2e-outbox';
import { logInAs } from '../utils/e2e-session';

const [PHONE, DESKTOP] = ACCOUNT_VIEWPORTS;

/** Alex's readings as the gateway gives the Meter Readings screen. */
async function readingsFromGateway(page: Page) {
  const answer = page.waitForResponse((response) =>
    /\/api\/v1\/accounts\/\d+\/readings$/.test(new URL(response.url()).pathname),
  );
  await page.goto('/accounts/readings');
  return readingHistory.parse(await (await answer).json()).readings;
}

// One journey at both widths, one after the other: each archive asked for replaces the last,
// so two at once would race for Alex's one archive. Asking changes nothing another spec reads.
test('alex asks for a copy of his data, downloads it and finds his readings in it', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP.viewport);
  await logInAs(page, 'alex@example.com');
  // Read before the archive is built: readings are never deleted, so each is in it.
  const readings = await readingsFromGateway(page);
  expect(readings.length).toBeGreaterThan(0);

  await openByShortLink(page, '/personal-details', '/accounts/edit', 'Personal details');
  const panel = page.getByRole('region', { name: 'Your data' });
  await expect(panel).toContainText('email you at alex@example.com when it is ready');
  await expectScreenLoaded(page);
  await panel.getByRole('button', { name: /^Ask for a (copy of your data|new copy)$/ }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'Your copy is ready to download. We have emailed you too.',
  );
  expect(latestEmail('alex@example.com', 'Your So Energy data is ready to download')).toContain(
    '/accounts/edit',
  );

  const saving = page.waitForEvent('download');
  await panel.getByRole('button', { name: /^Download your data \(zip, [\d,]+ KB\)$/ }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^so-energy-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(await readFile(await download.path()));
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());

  const described = customerDataFile.parse(JSON.parse(text('customer.json')));
  expect(described.customer.email).toBe('alex@example.com');
  expect(JSON.parse(text(described.$schema))).toHaveProperty('$defs.CustomerDataFile');
  const readingsFile = described.accounts
    .flatMap((account) => account.files)
    .find((name) => name.endsWith('/readings.csv'));
  const rows: Record<string, string>[] = parse(text(readingsFile ?? ''), { columns: true });
  for (const reading of readings) {
    expect(
      rows.some(
        (row) =>
          row.Date === reading.readOn &&
          row.Fuel === reading.fuel &&
          row.Register === reading.registerName &&
          row.Reading === String(reading.value),
      ),
      `${reading.fuel} ${reading.registerName} reading of ${reading.value} on ${reading.readOn}`,
    ).toBe(true);
  }
  await expectScreenFits(page);

  await page.setViewportSize(PHONE.viewport);
  await expect(panel.getByRole('button', { name: /^Download your data/ })).toBeVisible();
  await expectScreenFits(page);
});
