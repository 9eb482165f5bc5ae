import { expect, test, type Locator } from '@playwright/test';
import { ACCOUNT_VIEWPORTS, expectScreenFits } from '../../utils/account-e2e';
import { logInAs } from '../../utils/e2e-session';

// Isla's meter, whose readings no other spec reads: this journey adds today's reading to it.
const METER = /^Electricity meter S97C640218$/;

/** The last actual reading the form's hint names, as a number. */
async function lastActualReading(field: Locator): Promise<number> {
  const hint = (await field.getAttribute('aria-describedby'))?.split(' ')[0];
  const text = await field.page().locator(`[id="${hint}"]`).textContent();
  const [, value] = /^Last actual reading ([\d,]+) on /.exec(text ?? '') ?? [];
  expect(value, `hint: ${text}`).toBeDefined();
  return Number(value!.replaceAll(',', ''));
}

test.use({ viewport: ACCOUNT_VIEWPORTS[0].viewport });

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

  await context.setOffline(false);
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
