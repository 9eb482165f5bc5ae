import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../utils/axe';

/**
 * The local editor as a fresh clone's `npm run dev` serves it: no sign-in on this machine, and
 * every page rendered on request, so publishing has no built page to regenerate.
 */
const NEW_HEADLINE = 'About So Energy: published under next dev';

// The first visit to each page compiles it.
test.setTimeout(180_000);

async function publishedHeadline(page: Page): Promise<string> {
  const answer = await page.request.get('/api/content/v2/cdn/stories/about?version=published');
  const { story } = await answer.json();
  return story.content.body[0].headline;
}

test('an editor changes the about page’s headline, saves and publishes it, and the site shows it', async ({
  page,
}) => {
  await page.goto('/editor/stories/101');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us', { timeout: 90_000 });
  await expectNoAxeViolations(page, { exclude: ['iframe'] });

  await page.getByRole('button', { name: /^Hero/ }).first().click();
  const fields = page.getByRole('region', { name: 'Hero' });
  await fields.getByLabel('Headline').fill(NEW_HEADLINE);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved: publish to put the changes on the site')).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the site shows this version')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('status').filter({ hasText: /^Published/ })).toHaveText(
    'Published. Updated on the site: /about.',
  );
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  expect(await publishedHeadline(page)).toBe(NEW_HEADLINE);

  const site = await page.context().newPage();
  await site.goto('/about');
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADLINE, {
    timeout: 90_000,
  });
});
