import { expect, test } from '@playwright/test';
import { E2E_SECRETS } from '../utils/e2e-env';

test('the embedded space answers Storyblok CDN requests over HTTP', async ({ request }) => {
  const list = await request.get(
    '/api/content/v2/cdn/stories?starts_with=blog/&is_startpage=false&per_page=5&version=published',
  );
  expect(list.status()).toBe(200);
  expect(list.headers()['total']).toBe('31');
  expect(list.headers()['per-page']).toBe('5');
  expect((await list.json()).stories).toHaveLength(5);

  const missing = await request.get('/api/content/v2/cdn/stories/no-such-story');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual(['This record could not be found']);
});

test('sitemap.xml lists the published pages and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>http://localhost:3000/emergency</loc>');
  expect(sitemap).toContain('<loc>http://localhost:3000/blog/page/4</loc>');
  expect(sitemap).not.toContain('cooking-christmas-dinner-for-less');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
});

test.describe('the revalidation webhook', () => {
  const url = (secret: string) => `/api/revalidate?secret=${secret}`;

  test('refuses a wrong secret and a bad body', async ({ request }) => {
    expect(
      (
        await request.post(url('wrong'), { data: { full_slug: 'about', action: 'published' } })
      ).status(),
    ).toBe(401);
    const bad = await request.post(url(E2E_SECRETS.REVALIDATE_SECRET), {
      data: { action: 'published' },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: 400, message: 'full_slug is required' });
  });

  test('regenerates a post and the blog lists that show it', async ({ request }) => {
    const response = await request.post(url(E2E_SECRETS.REVALIDATE_SECRET), {
      data: { full_slug: 'blog/economy-7-explained', action: 'published' },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).revalidated).toEqual(
      expect.arrayContaining(['/blog/economy-7-explained', '/blog', '/blog/page/2']),
    );
  });
});
