import { expect, test } from '@playwright/test';

const MALFORMED_PATH_MESSAGE =
  'This address is not valid: a % in it is not followed by a correctly encoded character.';

test.describe('the embedded gateway at /api/v1 as the site serves it', () => {
  test('answers a path with malformed percent-encoding in its JSON error shape, not an HTML page', async ({
    request,
  }) => {
    for (const path of ['/api/v1/accounts/%E0%A4%A', '/api/v1/accounts/1/bills/%']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: MALFORMED_PATH_MESSAGE, statusCode: 400 });
    }
    const post = await request.post('/api/v1/votes/%C3%28', { data: { optionId: 'solar' } });
    expect(post.status()).toBe(400);
    expect((await post.json()).statusCode).toBe(400);
  });

  test('refuses a body over 1 MiB with 413 in its error shape', async ({ request }) => {
    const response = await request.post('/api/v1/accounts/1/readings', {
      headers: { 'content-type': 'application/json' },
      data: `{"readOn": "${'x'.repeat(1024 * 1024)}"}`,
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({
      message: 'The request is too large: its body may be at most 1,048,576 bytes.',
      statusCode: 413,
    });
  });
});

test.describe('the embedded content API', () => {
  test('answers a pathological like pattern, and refuses one over 200 characters', async ({
    request,
  }) => {
    // Over the blog's excerpts, a regex built from this pattern froze the server for seconds.
    const wildcards = await request.get(
      '/api/content/v2/cdn/stories?filter_query[excerpt][like]=*e*e*e*e*e*e*e*e*e*e*e*x',
    );
    expect(wildcards.status()).toBe(200);
    expect((await wildcards.json()).stories).toEqual([]);
    const posts = await request.get(
      '/api/content/v2/cdn/stories?filter_query[excerpt][like]=*e*e*e*e*e*e*e*e*e*e*e*&per_page=1',
    );
    expect(posts.headers()['total']).toBe('25');

    const tooLong = await request.get(
      `/api/content/v2/cdn/stories?filter_query[component][like]=${'*e'.repeat(101)}`,
    );
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.json()).toEqual([
      'filter_query[component][like]: a pattern may be at most 200 characters long',
    ]);
  });
});
