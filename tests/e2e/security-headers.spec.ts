import { expect, test, type APIResponse, type Page, type Response } from '@playwright/test';
import { ACCOUNT_VIEWPORTS } from '../utils/account-e2e';
import { expectNoAxeViolations } from '../utils/axe';
import { E2E_SECRETS } from '../utils/e2e-env';
import { logInAs } from '../utils/e2e-session';
import { inlineScriptHashesIn } from '../utils/inline-script-hashes';
import { scan } from '../utils/observatory-rubric';

declare global {
  interface Window {
    reportCspViolation?: (report: string) => Promise<void>;
  }
}

/** Sent as the Observatory does, to see whether CORS would let any site read with credentials. */
const PROBE_ORIGIN = 'https://observatory.example';

const PAGES = [
  { kind: 'the home page', path: '/' },
  { kind: 'a CMS page with blocks', path: '/our-energy' },
  { kind: 'the login page', path: '/accounts/login' },
  { kind: 'an account page', path: '/accounts' },
  { kind: 'the quote journey', path: '/energy/quote' },
  { kind: 'the design system', path: '/design-system' },
];
const OTHER_RESPONSES = [
  { kind: 'a public file', path: '/favicon.svg' },
  { kind: 'the content API', path: '/api/content/v2/cdn/stories/home' },
  { kind: 'the gateway', path: '/api/v1/openapi.json' },
];

/** Headers every response carries, each exactly once (a production build: HSTS included). */
const SAME_ON_EVERY_RESPONSE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

type AnyResponse = APIResponse | Response;

async function valuesOf(response: AnyResponse, name: string): Promise<string[]> {
  return (await response.headersArray())
    .filter((header) => header.name.toLowerCase() === name)
    .map((header) => header.value);
}

/** The response's one Content-Security-Policy, directive by directive. */
async function policyOf(response: AnyResponse | null): Promise<Map<string, string[]>> {
  expect(response, 'a response').not.toBeNull();
  const policies = response ? await valuesOf(response, 'content-security-policy') : [];
  expect(policies, `one Content-Security-Policy on ${response?.url()}`).toHaveLength(1);
  return new Map(
    (policies[0] ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Scores the response by the Observatory's rubric and expects A+, naming every test if not. */
async function expectObservatoryAPlus(response: APIResponse) {
  const html = response.headers()['content-type']?.startsWith('text/html');
  const result = scan({
    url: response.url(),
    headers: await response.headersArray(),
    body: html ? await response.text() : undefined,
    requestOrigin: PROBE_ORIGIN,
  });
  const report = result.outcomes.map((o) => `${o.test}: ${o.result} (${o.modifier})`).join('\n');
  expect(result.grade, `${response.url()} scored ${result.score}:\n${report}`).toBe('A+');
}

async function expectSecurityHeaders(response: APIResponse) {
  expect(response.status()).toBe(200);
  for (const [name, value] of Object.entries(SAME_ON_EVERY_RESPONSE)) {
    expect(await valuesOf(response, name), `${name} on ${response.url()}`).toEqual([value]);
  }
  expect(response.headers()['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
  await expectObservatoryAPlus(response);
}

test.describe('security headers', () => {
  for (const { kind, path } of PAGES) {
    test(`${kind} (${path}) carries them and scores A+`, async ({ request }) => {
      const response = await request.get(path, { headers: { origin: PROBE_ORIGIN } });
      await expectSecurityHeaders(response);
      const policy = await policyOf(response);
      // Scripts from the site, and inline exactly those the page carries, by their hashes.
      expect(policy.get('script-src')).toEqual([
        "'self'",
        ...inlineScriptHashesIn(await response.text()),
      ]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    });
  }

  for (const { kind, path } of OTHER_RESPONSES) {
    test(`${kind} (${path}) carries them and scores A+`, async ({ request }) => {
      await expectSecurityHeaders(await request.get(path, { headers: { origin: PROBE_ORIGIN } }));
    });
  }

  test('a Next.js static file carries them and scores A+', async ({ request }) => {
    const home = await (await request.get('/')).text();
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    expect(script).toBeDefined();
    await expectSecurityHeaders(
      await request.get(script ?? '', { headers: { origin: PROBE_ORIGIN } }),
    );
  });

  test('the gateway and the content API load nothing and are never framed', async ({ request }) => {
    for (const path of ['/api/v1/openapi.json', '/api/content/v2/cdn/stories/home']) {
      const policy = await policyOf(await request.get(path));
      expect(Object.fromEntries(policy)).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
    }
  });

  test('only in draft mode may Storyblok’s visual editor frame a page', async ({
    page,
    request,
  }) => {
    expect((await policyOf(await request.get('/about'))).get('frame-ancestors')).toEqual([
      "'self'",
    ]);
    const editorEntry = await request.get(
      `/api/preview?secret=${E2E_SECRETS.PREVIEW_SECRET}&slug=about`,
      { maxRedirects: 0 },
    );
    expect((await policyOf(editorEntry)).get('frame-ancestors')).toEqual([
      "'self'",
      'https://app.storyblok.com',
    ]);

    const draft = await page.goto(`/api/preview?secret=${E2E_SECRETS.PREVIEW_SECRET}&slug=about`);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('complementary', { name: 'Preview mode' })).toBeVisible();
    expect((await policyOf(draft)).get('frame-ancestors')).toEqual([
      "'self'",
      'https://app.storyblok.com',
    ]);
  });
});

/**
 * Collects every Content-Security-Policy violation on the page: the browser's console message
 * and the `securitypolicyviolation` event, on every document the page loads.
 */
async function watchContentSecurityPolicy(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) reports.push(message.text());
  });
  await page.exposeBinding('reportCspViolation', (_source, report: string) => {
    reports.push(report);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`,
      );
    });
  });
  return reports;
}

async function expectHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

for (const { name, viewport } of ACCOUNT_VIEWPORTS) {
  test.describe(`with the policy on, ${name}`, () => {
    test.use({ viewport });

    test('the home page and, through its link, the quote journey’s first step', async ({
      page,
    }) => {
      const violations = await watchContentSecurityPolicy(page);
      await page.goto('/');
      await expectHeading(page, 'Great value green energy made easy');
      await expectNoAxeViolations(page);
      // A page change in the browser: the Pages Router inlines the next page's CSS.
      await page.getByRole('main').getByRole('link', { name: 'Get a quote' }).first().click();
      await expect(page).toHaveURL(/\/energy\/quote(\?|$)/);
      await expectHeading(page, 'Get an energy quote');
      // The step mounts after the heading and slides in: axe waits for a step it can see.
      await expect(page.getByRole('textbox', { name: /postcode/i }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      expect(violations).toEqual([]);
    });

    test('the quote journey’s first step, loaded on its own', async ({ page }) => {
      const violations = await watchContentSecurityPolicy(page);
      await page.goto('/energy/quote');
      await expectHeading(page, 'Get an energy quote');
      await expect(page.getByRole('textbox', { name: /postcode/i }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      expect(violations).toEqual([]);
    });

    test('a CMS page with blocks, and its video player', async ({ page }) => {
      const violations = await watchContentSecurityPolicy(page);
      // Nothing leaves this machine: the player's request is stopped, after the policy allowed it.
      await page.route(/youtube/, (route) => route.abort());
      await page.goto('/our-energy');
      await expectHeading(page, 'Where our energy comes from');
      await expectNoAxeViolations(page);
      await page
        .getByRole('button', { name: 'Play video: How renewable electricity reaches your home' })
        .click();
      await expect(
        page.locator('iframe[title="How renewable electricity reaches your home"]'),
      ).toBeAttached();
      expect(violations).toEqual([]);
    });

    test('the login page and Account Home, logged in', async ({ page }) => {
      const violations = await watchContentSecurityPolicy(page);
      await page.goto('/accounts/login');
      await expectHeading(page, 'Log in to your account');
      // The form is disabled until the session is known, and its colours then change over 150 ms.
      await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
      await expectNoAxeViolations(page);
      await logInAs(page, 'alex@example.com');
      await expectHeading(page, 'Hello, Alex');
      await expectNoAxeViolations(page);
      expect(violations).toEqual([]);
    });

    test('the design system, with a modal open', async ({ page }) => {
      const violations = await watchContentSecurityPolicy(page);
      await page.goto('/design-system');
      await expectHeading(page, 'Design system');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Open large modal' }).click();
      await expect(page.getByRole('dialog', { name: 'Switch to So Energy?' })).toBeVisible();
      expect(violations).toEqual([]);
    });
  });
}
