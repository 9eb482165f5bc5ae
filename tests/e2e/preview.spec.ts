import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { expectNoAxeViolations } from '../utils/axe';
import { E2E_SECRETS } from '../utils/e2e-env';

const ABOUT_STORY_ID = 101;
const DRAFT_HEADLINE = 'About So Energy: ten years of greener energy';

/** The query the visual editor adds when it opens a story: signed with the preview token. */
function editorQuery(storyId: number, slug: string): string {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const token = createHash('sha1')
    .update(`1:${E2E_SECRETS.STORYBLOK_PREVIEW_TOKEN}:${timestamp}`)
    .digest('hex');
  return new URLSearchParams({
    slug,
    _storyblok: String(storyId),
    _storyblok_c: 'page',
    _storyblok_lang: 'default',
    '_storyblok_tk[space_id]': '1',
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': token,
  }).toString();
}

test('a preview link shows draft content with a Preview badge, until preview is exited', async ({
  page,
}) => {
  await page.goto(`/api/preview?secret=${E2E_SECRETS.PREVIEW_SECRET}&slug=about`);

  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_HEADLINE);
  const badge = page.getByRole('complementary', { name: 'Preview mode' });
  await expect(badge).toContainText('Preview');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectNoAxeViolations(page);

  await badge.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0);
});

test('a wrong preview secret or an unsigned editor request is refused', async ({ request }) => {
  expect(
    (await request.get('/api/preview?secret=guess&slug=about', { maxRedirects: 0 })).status(),
  ).toBe(401);
  const forged = editorQuery(ABOUT_STORY_ID, 'about').replace(
    /token%5D=[a-f0-9]+/,
    `token%5D=${'0'.repeat(40)}`,
  );
  expect((await request.get(`/api/preview?${forged}`, { maxRedirects: 0 })).status()).toBe(401);
});

test('the visual editor’s live input changes the page inside its iframe', async ({
  page,
  request,
}) => {
  // Stand in for app.storyblok.com: a page that frames the site, as the editor does.
  await page.route('**/visual-editor', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Visual editor</title></head><body><main aria-label="Visual editor">
        <iframe title="Page preview" src="/api/preview?${editorQuery(ABOUT_STORY_ID, 'about')}" width="1200" height="900"></iframe>
        </main></body></html>`,
    }),
  );
  await page.goto('/visual-editor');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(DRAFT_HEADLINE);

  const { story } = await (
    await request.get(
      `/api/content/v2/cdn/stories/about?version=draft&token=${E2E_SECRETS.STORYBLOK_PREVIEW_TOKEN}`,
    )
  ).json();
  story.content.body[0].headline = 'Typed just now in the visual editor';
  const sendInput = () =>
    page.evaluate((edited) => {
      const target = document.querySelector('iframe')?.contentWindow;
      target?.postMessage({ action: 'input', story: edited }, '*');
    }, story);

  // The bridge loads after the page hydrates; the editor keeps sending input as the editor types.
  await expect
    .poll(async () => {
      await sendInput();
      return frame.getByRole('heading', { level: 1 }).textContent();
    })
    .toBe('Typed just now in the visual editor');
  await expect(frame.locator('[data-blok-uid]').first()).toBeAttached();
  await expectNoAxeViolations(page);
});
