import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../utils/e2e-session';
import {
  chooseOption,
  chooseRadio,
  expectFocusKept,
  expectVisibleFocus,
  tabTo,
  typeInto,
} from '../utils/keyboard';
import {
  addressOption,
  expectSignedUp,
  expectStep,
  homeAt,
  makeProspect,
  VALID_BANK,
} from '../utils/quote-journey-e2e';

// Issue 22 item 2: journeys with the keyboard alone. No click, no fill: Tab, the arrow keys,
// Space, Enter and typing, with every focus stop checked on the way (tests/utils/keyboard.ts).

const PLYMOUTH = 'PL4 8AA';

async function pressOn(page: Page, control: Locator, key: 'Enter' | 'Space') {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/** A step change moved focus somewhere a screen reader and a keyboard user carry on from. */
async function expectArrivedOn(page: Page, path: string, heading: string) {
  await expectStep(page, path, heading);
  await expectFocusKept(page, `arriving on ${path}`);
}

test.describe('with the keyboard alone', () => {
  test.use({ viewport: { width: 1320, height: 900 } });

  test('every page starts with a skip link to the main content', async ({ page }) => {
    for (const path of ['/', '/energy/quote', '/accounts/login', '/accessibility-statement']) {
      await page.goto(path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip, path).toBeFocused();
      await expectVisibleFocus(page, `${path} skip link`);
      await page.keyboard.press('Enter');
      await expect(page.locator('main'), path).toBeFocused();
    }
  });

  test('a prospect goes from the home page postcode box to signed up', async ({
    page,
    request,
  }) => {
    // PL4 8AA's sixth smart home with gas: quote-journey and quote-gateway sign up the first five.
    const home = await homeAt(
      request,
      PLYMOUTH,
      (found) => found.meterType === 'smart' && found.mprn !== null,
      5,
    );
    const prospect = makeProspect();

    await page.goto('/');
    await typeInto(page, page.getByRole('textbox', { name: /postcode/i }).first(), home.postcode);
    await page.keyboard.press('Enter');
    await expectArrivedOn(page, '/energy/quote', 'Get an energy quote');

    await chooseOption(page, page.getByLabel('Your address'), addressOption(home));
    await chooseRadio(
      page,
      page.getByRole('group', { name: /How much energy/ }),
      page.getByRole('radio', { name: /^High/ }),
    );
    await pressOn(page, page.getByRole('button', { name: 'See my prices' }), 'Enter');
    await expectArrivedOn(page, '/energy/quote/select-tariff', 'Choose your tariff');

    await pressOn(page, page.getByRole('button', { name: /^Choose this tariff/ }).first(), 'Enter');
    await expectArrivedOn(page, '/energy/quote/personal-details', 'Your details');

    // Sent empty first: focus goes to the first field to put right.
    await pressOn(page, page.getByRole('button', { name: 'Continue to payment' }), 'Enter');
    await expect(page.getByLabel('Title')).toBeFocused();
    await expectVisibleFocus(page, 'the first field in error');

    await chooseOption(page, page.getByLabel('Title'), 'Mx');
    await typeInto(page, page.getByLabel('First name'), prospect.firstName);
    await typeInto(page, page.getByLabel('Last name'), prospect.lastName);
    const birth = page.getByRole('group', { name: 'Date of birth' });
    await typeInto(page, birth.getByLabel('Day'), '14');
    await typeInto(page, birth.getByLabel('Month'), '6');
    await typeInto(page, birth.getByLabel('Year'), '1988');
    await typeInto(page, page.getByLabel('Email address'), prospect.email);
    await typeInto(page, page.getByLabel('Phone number'), prospect.phone);
    await typeInto(page, page.getByLabel('Create a password'), prospect.password);
    const support = page.getByRole('group', { name: /extra support/ });
    await chooseRadio(page, support, support.getByRole('radio', { name: 'No' }));
    await pressOn(page, page.getByRole('button', { name: 'Continue to payment' }), 'Enter');
    await expectArrivedOn(page, '/energy/quote/payment-details', 'Set up your Direct Debit');

    await typeInto(page, page.getByLabel('Sort code'), VALID_BANK.sortCode);
    await typeInto(page, page.getByLabel('Account number'), VALID_BANK.accountNumber);
    await chooseOption(page, page.getByLabel('Payment day each month'), '5');
    await pressOn(page, page.getByLabel(/I'm the account holder/), 'Space');
    await expect(page.getByLabel(/I'm the account holder/)).toBeChecked();
    await pressOn(page, page.getByRole('button', { name: 'Sign up' }), 'Enter');
    await expectSignedUp(page);
    await expectFocusKept(page, 'signing up');
  });

  test('sam logs in and sends a meter reading for the Leeds home', async ({ page }) => {
    await page.goto('/accounts/login');
    await typeInto(page, page.getByLabel('Email address'), 'sam@example.com');
    await typeInto(page, page.getByLabel('Password', { exact: true }), DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expectArrivedOn(page, '/accounts', 'Hello, Sam');

    // Back up to the header's account menu, open it and follow its link.
    const menu = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, menu.getByRole('button', { name: 'My account' }), { backwards: true });
    await page.keyboard.press('Enter');
    await pressOn(page, menu.getByRole('link', { name: 'Meter Readings' }), 'Enter');
    await expectArrivedOn(page, '/accounts/readings', 'Meter Readings');

    const electricity = page.getByRole('region', { name: /^Electricity/ });
    const field = electricity.getByLabel('Reading (kWh)');
    const hint = await field.getAttribute('aria-describedby');
    const lastText = await page.locator(`[id="${hint?.split(' ')[0]}"]`).textContent();
    const last = Number(/([\d,]+)/.exec(lastText ?? '')?.[1]?.replaceAll(',', ''));
    expect(last, `the hint names the last reading: ${lastText}`).toBeGreaterThan(0);

    await pressOn(page, electricity.getByRole('button', { name: 'Send reading' }), 'Enter');
    await expect(field).toBeFocused();
    await expectVisibleFocus(page, 'the empty reading in error');

    await typeInto(page, field, String(last + 50));
    await page.keyboard.press('Enter');
    await expect(electricity.getByText(/^Thank you/)).toContainText(
      `we have your reading of ${(last + 50).toLocaleString('en-GB')}`,
    );
    await expectFocusKept(page, 'sending the reading');
  });
});
