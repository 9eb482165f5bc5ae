import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { SELECTED_ACCOUNT_KEY } from '@/features/session/state/user-status-store';
import { expectNoAxeViolations } from './axe';
import { sidewaysOverflow } from './sideways-overflow';

/** The two widths every account screen is checked at. */
export const ACCOUNT_VIEWPORTS = [
  { name: 'on a 375 px phone', viewport: { width: 375, height: 800 } },
  { name: 'on a 1320 px desktop', viewport: { width: 1320, height: 900 } },
] as const;

/** Follows an account short link (/balance…) and checks the screen it lands on renders. */
export async function openByShortLink(
  page: Page,
  shortLink: string,
  canonical: string,
  h1: string,
) {
  await page.goto(shortLink);
  await expect(page).toHaveURL(new RegExp(`${canonical}$`));
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
}

/** What every account screen must hold to: no sideways scrolling, no axe violations. */
export async function expectScreenFits(page: Page) {
  expect(await sidewaysOverflow(page)).toBe(0);
  await expectNoAxeViolations(page);
}

/** Reads a downloaded CSV file as rows of named columns. */
export async function parsedCsv(download: Download): Promise<Record<string, string>[]> {
  const path = await download.path();
  return parse(await readFile(path, 'utf8'), { columns: true, bom: true });
}

/**
 * Makes `accountId` the customer's selected account for the tab's session, as Change Account
 * will; the next page the tab opens shows it.
 */
export async function selectAccount(page: Page, email: string, accountId: number) {
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key!, value!),
    [SELECTED_ACCOUNT_KEY, JSON.stringify({ email, accountId })],
  );
}

/**
 * The account screen has loaded what it shows: nothing busy and no loading message left, both
 * at once (the frame's "Loading your account" gives way to panels that are busy in turn). Not
 * `networkidle`: the session's renewal and status checks may keep the network awake.
 */
export async function expectScreenLoaded(page: Page) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]').or(page.getByText(/^Loading\b/))).toHaveCount(0);
}
