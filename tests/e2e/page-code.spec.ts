import { expect, test, type Page } from '@playwright/test';
import { EAGER_COMPILE_HINT } from '@/lib/compile-hints';

/**
 * Issue 19: a page runs only its own code as it starts. Another page's code is fetched when a
 * visitor points at (or touches) a link to it, and a form's check when the visitor turns to
 * the form: Next would otherwise run them while the page starts, long tasks at a phone's speed.
 */

interface Script {
  path: string;
  body: Promise<string>;
}

/** Every script the page fetches from now on, by its decoded path. */
function scriptsFetched(page: Page): Script[] {
  const fetched: Script[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/_next/static/chunks/')) {
      const body = response.text();
      // A test that never reads a body must not fail when the page closes before it arrives;
      // one that reads it still gets the failure.
      body.catch(() => undefined);
      fetched.push({ path: decodeURIComponent(pathname), body });
    }
  });
  return fetched;
}

const pageCode = (fetched: Script[], page: string) =>
  fetched.filter(({ path }) => path.startsWith(`/_next/static/chunks/pages${page}-`)).length;

const codeFetched = async (fetched: Script[]) =>
  (await Promise.all(fetched.map(({ body }) => body))).join('\n');

/**
 * The code of the fetched scripts the page has run: each pushes its chunks' ids into webpack's
 * list as it runs, and one Next only prefetched (a linked page's) never does.
 */
async function codeRun(page: Page, fetched: Script[]): Promise<string> {
  const run = new Set(
    await page.evaluate(() =>
      (window as unknown as { webpackChunk_N_E: [number[]][] }).webpackChunk_N_E.flatMap(
        ([ids]) => ids,
      ),
    ),
  );
  const bodies = await Promise.all(fetched.map(({ body }) => body));
  return bodies
    .filter((body) => {
      const ids = /\.push\(\[\[([\d,]+)\]/.exec(body)?.[1]?.split(',').map(Number) ?? [];
      return ids.some((id) => run.has(id));
    })
    .join('\n');
}

const reminderForm = (page: Page) =>
  page.getByRole('region', { name: 'Not ready to switch to So EV yet?' });

/** Classic zod names its string schema so (zod/mini's is ZodMiniString). */
async function classicZodFetched(fetched: Script[]): Promise<boolean> {
  const bodies = await Promise.all(fetched.map(({ body }) => body));
  return bodies.some((body) => body.includes('"ZodString"'));
}

/** Loaded, and quiet long enough for Next to have prefetched what it prefetches on view. */
async function openAndSettle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Next prefetches a link in view once the browser is idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForLoadState('networkidle');
}

test.use({ viewport: { width: 412, height: 823 } });

test('the quote step runs no CMS page code until the logo is pointed at', async ({ page }) => {
  const fetched = scriptsFetched(page);
  await openAndSettle(page, '/energy/quote');
  expect(pageCode(fetched, '/energy/quote')).toBeGreaterThan(0);
  expect(pageCode(fetched, '/[[...slug]]')).toBe(0);

  await page
    .getByRole('banner')
    .getByRole('link', { name: /So Energy/ })
    .hover();
  await expect.poll(() => pageCode(fetched, '/[[...slug]]')).toBeGreaterThan(0);
});

test("the quote step fetches its form's check once the visitor turns to the form", async ({
  page,
}) => {
  const fetched = scriptsFetched(page);
  await openAndSettle(page, '/energy/quote');
  expect(await classicZodFetched(fetched)).toBe(false);

  await page.getByRole('textbox', { name: 'Postcode' }).focus();
  await expect.poll(() => classicZodFetched(fetched)).toBe(true);
});

test('the login page runs no other page’s code until its links are pointed at', async ({
  page,
}) => {
  const fetched = scriptsFetched(page);
  await openAndSettle(page, '/accounts/login');
  expect(pageCode(fetched, '/accounts/forgot-password')).toBe(0);
  expect(pageCode(fetched, '/[[...slug]]')).toBe(0);

  await page.getByRole('link', { name: 'Forgotten your password?' }).hover();
  await expect.poll(() => pageCode(fetched, '/accounts/forgot-password')).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Read our cookie policy' }).hover();
  await expect.poll(() => pageCode(fetched, '/[[...slug]]')).toBeGreaterThan(0);
});

test("a CMS page's blocks bring their own contracts' schemas, not every block's", async ({
  page,
}) => {
  const fetched = scriptsFetched(page);
  await page.goto('/our-tariffs');
  await page.getByRole('combobox', { name: 'Your region' }).selectOption('London');
  await expect(page.getByRole('table', { name: 'Prices in London, including VAT' })).toBeVisible();
  // Every block's part has its code once none awaits it (blocks/deferred-part.tsx).
  await expect(page.locator('[data-awaiting-code]')).toHaveCount(0);
  // The reminder's check and call arrive once its visitor turns to its form.
  await reminderForm(page).getByRole('textbox', { name: 'Email address' }).focus();
  await expect.poll(() => codeFetched(fetched)).toContain('EvReminderRequest');

  const code = await codeFetched(fetched);
  expect(code, 'the TariffPriceList schema').toContain('TariffPriceList');
  for (const schema of ['ContactRequest', 'VoteRequest', 'ReferralInvite', 'SwitchRatingRequest'])
    expect(code, `the ${schema} schema`).not.toContain(schema);
});

test('/our-tariffs runs no classic zod until its visitor picks a region or turns to a form', async ({
  page,
}) => {
  const fetched = scriptsFetched(page);
  await page.goto('/our-tariffs');
  // Every block's part has its code and has hydrated: the quote starter's form is enhanced.
  await expect(page.locator('[data-awaiting-code]')).toHaveCount(0);
  await expect(page.locator('form[data-enhanced]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  // The session's code (on every page) brings zod/mini; no block brings classic zod.
  expect(await codeRun(page, fetched)).not.toContain('"ZodString"');

  await page.getByRole('combobox', { name: 'Your region' }).selectOption('London');
  await expect(page.getByRole('table', { name: 'Prices in London, including VAT' })).toBeVisible();
  expect(await codeRun(page, fetched)).toContain('"ZodString"');
});

test('every script a page runs, as it starts and later, asks to be compiled as it downloads', async ({
  page,
}) => {
  const fetched = scriptsFetched(page);
  await openAndSettle(page, '/our-tariffs');
  expect(fetched.length).toBeGreaterThan(5);
  for (const { path, body } of fetched)
    expect((await body).startsWith(EAGER_COMPILE_HINT), path).toBe(true);
});
