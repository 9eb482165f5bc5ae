import { expect, type Locator } from '@playwright/test';

/** The last actual reading a reading field's hint names, as a number. */
export async function lastActualReading(field: Locator): Promise<number> {
  const hint = (await field.getAttribute('aria-describedby'))?.split(' ')[0];
  const text = await field.page().locator(`[id="${hint}"]`).textContent();
  const [, value] = /^Last actual reading ([\d,]+) on /.exec(text ?? '') ?? [];
  expect(value, `hint: ${text}`).toBeDefined();
  return Number(value!.replaceAll(',', ''));
}
