import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../utils/axe';

test('a CMS page renders its blocks, SEO tags and safe links', async ({ page }) => {
  await page.goto('/emergency');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Power cut or gas leak?' }),
  ).toBeVisible();
  const gas = page.getByRole('region', { name: 'Smell gas? Call 0800 111 999' });
  await expect(gas.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
    'href',
    'tel:0800111999',
  );
  const power = page.getByRole('region', { name: 'Power cut? Call 105' });
  await expect(power.getByRole('link', { name: '105', exact: true })).toHaveAttribute(
    'href',
    'tel:105',
  );
  await expect(page).toHaveTitle('Gas and power emergencies | So Energy');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost:3000/emergency',
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /0800 111 999/);
  await expectNoAxeViolations(page);
});

test('an unknown slug gives the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');

  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});

test('the blog lists ten posts a page, newest first, and pages on', async ({ page }) => {
  const titles = () =>
    page.getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();

  await page.goto('/blog');
  const first = await titles();
  await page
    .getByRole('navigation', { name: 'Blog pages' })
    .getByRole('link', { name: 'Older posts' })
    .click();

  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByRole('heading', { level: 2 })).toContainText('page 2 of');
  const second = await titles();
  expect(first).toHaveLength(10);
  expect(second).toHaveLength(10);
  expect(second.filter((title) => first.includes(title))).toEqual([]);

  const dates = await page
    .locator('li time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  await expectNoAxeViolations(page);
});

test('a blog page past the last is not found', async ({ page }) => {
  expect((await page.goto('/blog/page/99'))?.status()).toBe(404);
  expect((await page.goto('/blog/page/0'))?.status()).toBe(404);
});

test('a blog post renders with its author and date', async ({ page }) => {
  await page.goto('/blog/economy-7-explained');

  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article.locator('time')).toHaveAttribute('datetime', '2024-06-18');
  await expect(page.getByRole('complementary', { name: 'About the author' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/r/{id} renders the referral page and hands the id to its call to action', async ({
  page,
}) => {
  // Sam's real code: the friend-referral block, where the page has one, carries only known codes.
  await page.goto('/r/SAM-P4K8');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "You've been invited to switch to So Energy",
  );
  const quoteLinks = page.getByRole('link', { name: 'Get your quote' });
  await expect(quoteLinks.first()).toBeVisible();
  for (const link of await quoteLinks.all()) {
    await expect(link).toHaveAttribute('href', '/energy/quote?referral=SAM-P4K8');
  }
  await expectNoAxeViolations(page);
});

test('/solar/so-spooky and /CC33/{id} render', async ({ page }) => {
  await page.goto('/solar/so-spooky');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('So Spooky');
  await expectNoAxeViolations(page);

  await page.goto('/CC33/agent-17');
  await expect(page.getByRole('link', { name: 'Get your quote' })).toHaveAttribute(
    'href',
    '/energy/quote?agent=agent-17',
  );
});

test('a CMS page lets a CDN keep it, and answers an unchanged copy with 304', async ({
  request,
}) => {
  // The build's copy is stale after a minute and regenerated in the background, which may give
  // it a new ETag: take the ETag once two fresh (HIT) answers agree.
  let etag: string | undefined;
  let settled = false;
  for (let attempt = 0; attempt < 20 && !settled; attempt += 1) {
    const response = await request.get('/about');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(
      /^s-maxage=60, stale-while-revalidate=\d+$/,
    );
    const current = response.headers()['etag'];
    expect(current).toMatch(/^"[\w-]+"$/);
    settled = response.headers()['x-nextjs-cache'] === 'HIT' && current === etag;
    etag = response.headers()['x-nextjs-cache'] === 'HIT' ? current : undefined;
    if (!settled) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(settled).toBe(true);
  const unchanged = await request.get('/about', { headers: { 'if-none-match': etag ?? '' } });
  expect(unchanged.status()).toBe(304);
  expect(await unchanged.body()).toHaveLength(0);
});
