import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addressList, type SupplyAddress } from '@/lib/gateway/contract/addresses';
import { expectNoAxeViolations } from './axe';
import { sidewaysOverflow } from './sideways-overflow';

/** A prospect's details, as they would type them. */
export interface Prospect {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

let prospects = 0;

/** A new prospect with an email no account has (one per call, within a test run). */
export function makeProspect(overrides: Partial<Prospect> = {}): Prospect {
  prospects += 1;
  return {
    firstName: 'Robin',
    lastName: 'Hartley',
    email: `robin.hartley.${Date.now()}.${prospects}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: '07700 900456',
    password: 'copper kettle meadow',
    ...overrides,
  };
}

/** Bank details that pass the gateway's modulus check (Vocalink's published example). */
export const VALID_BANK = { sortCode: '08-99-99', accountNumber: '66374958' };

export async function expectStep(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The step as it is now: no axe violations, and nothing wider than the window. */
export async function expectStepUsable(page: Page) {
  await expectNoAxeViolations(page);
  expect(await sidewaysOverflow(page), page.url()).toBe(0);
}

export async function fillPersonalDetails(page: Page, prospect: Prospect) {
  await expectStep(page, '/energy/quote/personal-details', 'Your details');
  await page.getByLabel('Title').selectOption('Mx');
  await page.getByLabel('First name').fill(prospect.firstName);
  await page.getByLabel('Last name').fill(prospect.lastName);
  const birth = page.getByRole('group', { name: 'Date of birth' });
  await birth.getByLabel('Day').fill('14');
  await birth.getByLabel('Month').fill('6');
  await birth.getByLabel('Year').fill('1988');
  await page.getByLabel('Email address').fill(prospect.email);
  await page.getByLabel('Phone number').fill(prospect.phone);
  await page.getByLabel('Create a password').fill(prospect.password);
  await page
    .getByRole('group', { name: /extra support/ })
    .getByLabel('No')
    .check();
}

export async function continueToPayment(page: Page) {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expectStep(page, '/energy/quote/payment-details', 'Set up your Direct Debit');
}

export async function fillPaymentDetails(page: Page, bank = VALID_BANK) {
  await page.getByLabel('Sort code').fill(bank.sortCode);
  await page.getByLabel('Account number').fill(bank.accountNumber);
  await page.getByLabel('Payment day each month').selectOption('5');
  await page.getByLabel(/I'm the account holder/).check();
}

/**
 * Sign-up complete: the prospect is told to check their email (in the same words whether or
 * not the email had a login already); gives the account's number.
 */
export async function expectSignedUp(page: Page): Promise<string> {
  await expectStep(page, '/energy/quote/sign-up-complete', 'You’re signed up');
  await expect(page.getByRole('heading', { level: 2, name: /^Check your email/ })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your account' });
  const accountNumber = await summary.locator('dt:has-text("Account number") + dd').textContent();
  expect(accountNumber).toMatch(/^\d+$/);
  return accountNumber ?? '';
}

/**
 * A home at `postcode` in the embedded gateway's register that `fits`: the first, or the `nth`
 * (from 0). A home can be signed up once, so each spec that signs one up takes its own.
 */
export async function homeAt(
  request: APIRequestContext,
  postcode: string,
  fits: (home: SupplyAddress) => boolean,
  nth = 0,
): Promise<SupplyAddress> {
  const response = await request.get(`/api/v1/addresses/${encodeURIComponent(postcode)}`);
  const home = addressList.parse(await response.json()).addresses.filter(fits)[nth];
  if (!home) throw new Error(`No home at ${postcode} fits`);
  return home;
}

/** The address as the quote step lists it. */
export const addressOption = (home: SupplyAddress) =>
  [home.line1, home.line2, home.town].filter(Boolean).join(', ');

/** Opens the quote with the home's postcode, as the postcode box does, and chooses the home. */
export async function chooseHome(page: Page, home: SupplyAddress) {
  await page.goto(`/energy/quote?postcode=${encodeURIComponent(home.postcode)}`);
  await expectStep(page, '/energy/quote', 'Get an energy quote');
  await page.getByLabel('Your address').selectOption({ label: addressOption(home) });
}

export async function seePrices(page: Page) {
  await page.getByRole('button', { name: 'See my prices' }).click();
  await expectStep(page, '/energy/quote/select-tariff', 'Choose your tariff');
}

/** Chooses the first (recommended) tariff, or the one named. */
export async function chooseTariff(page: Page, name?: string) {
  const choose = name
    ? page.getByRole('button', { name: `Choose this tariff (${name})` })
    : page.getByRole('button', { name: /^Choose this tariff/ }).first();
  await choose.click();
  await expectStep(page, '/energy/quote/personal-details', 'Your details');
}
