import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../utils/axe';
import { signInToEditor } from '../../utils/e2e-editor';

const ABOUT_DRAFT_HEADLINE = 'About So Energy: ten years of greener energy';
const NEW_HEADLINE = 'About So Energy: greener energy since 2015';

const preview = (page: Page) => page.frameLocator('iframe[title="Preview of About us"]');
const fields = (page: Page) => page.getByRole('region', { name: 'Hero' });
const blocks = (page: Page) => page.getByRole('list', { name: /^Body of Page/ });

/** The about page as the content API publishes it. */
async function publishedHeadline(page: Page): Promise<string> {
  const answer = await page.request.get('/api/content/v2/cdn/stories/about?version=published');
  const { story } = await answer.json();
  return story.content.body[0].headline;
}

test.describe.configure({ mode: 'serial' });

test('an editor signs in, finds the about page and sees it in the editor', async ({ page }) => {
  await page.goto('/editor/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the editor');
  await expectNoAxeViolations(page);
  await signInToEditor(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pages and posts');
  await page.getByLabel('Search pages and posts').fill('about');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/editor\/stories\/101$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(ABOUT_DRAFT_HEADLINE);
  // The previewed page is a page of the site, scanned as one by the seeded-routes spec.
  await expectNoAxeViolations(page, { exclude: ['iframe'] });
});

test('clicking the headline in the preview opens its field; typing shows live, then saves and publishes', async ({
  page,
}) => {
  await signInToEditor(page, '/editor/stories/101');
  const headline = preview(page).getByRole('heading', { level: 1 });
  await expect(headline).toHaveText(ABOUT_DRAFT_HEADLINE);

  // The bridge starts once the previewed page has hydrated; until then a click selects nothing.
  await expect(async () => {
    await headline.click();
    await expect(fields(page).getByLabel('Headline')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await fields(page).getByLabel('Headline').fill(NEW_HEADLINE);
  await expect(headline).toHaveText(NEW_HEADLINE);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(await publishedHeadline(page)).not.toBe(NEW_HEADLINE);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved: publish to put the changes on the site')).toBeVisible();
  await expect(headline).toHaveText(NEW_HEADLINE);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the site shows this version')).toBeVisible();
  expect(await publishedHeadline(page)).toBe(NEW_HEADLINE);

  const site = await page.context().newPage();
  await site.goto('/about');
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADLINE);
});

test('an emptied headline is refused at save, naming the field, and nothing is saved', async ({
  page,
}) => {
  await signInToEditor(page, '/editor/stories/101');
  await page.getByRole('button', { name: /^Hero/ }).first().click();
  const headlineField = fields(page).getByLabel('Headline');
  await headlineField.fill('');
  await expect(fields(page).getByText('A hero needs a headline')).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(alert).toBeFocused();
  await expect(
    page.getByRole('button', { name: 'Hero, headline: A hero needs a headline' }),
  ).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  const draft = await (await page.request.get('/api/editor/stories/101')).json();
  expect(draft.draft.content.body[0].headline).toBe(NEW_HEADLINE);
});

test('a block is added, moved and removed, in the tree and in the preview', async ({ page }) => {
  await signInToEditor(page, '/editor/stories/101');
  const items = blocks(page).locator(':scope > li');
  await expect(items.first()).toContainText('Hero');
  const count = await items.count();
  const problem = preview(page).getByRole('complementary', {
    name: 'Problem with block button_link',
  });

  await page.getByRole('button', { name: /^Add after Hero/ }).click();
  await page.getByRole('button', { name: 'Button link' }).first().click();
  await expect(items).toHaveCount(count + 1);
  await expect(items.nth(1)).toContainText('Button link');
  await expect(page.getByRole('heading', { level: 2, name: 'Button link' })).toBeVisible();
  // A new block is empty: the preview shows editors what it still needs.
  await expect(problem).toBeVisible();

  await page.getByRole('button', { name: /^Move up Button link/ }).click();
  await expect(items.nth(0)).toContainText('Button link');
  await expect(items.nth(1)).toContainText('Hero');

  await page.getByRole('button', { name: /^Remove Button link/ }).click();
  await expect(items).toHaveCount(count);
  await expect(items.nth(0)).toContainText('Hero');
  await expect(problem).toHaveCount(0);
  await expect(page.getByText('Published: the site shows this version')).toBeVisible();
});

test('a block placed in rich text opens in its own form; its edit shows in the preview and is saved in the text', async ({
  page,
}) => {
  await signInToEditor(page, '/editor/stories/101');
  // The seeded stories place no block in rich text: place one, as Storyblok's editor would.
  const stored = async () =>
    (await (await page.request.get('/api/editor/stories/101')).json()).draft;
  const draft = await stored();
  const beliefsText = () => draft.content.body[1].body[0].text;
  beliefsText().content.splice(1, 0, {
    type: 'blok',
    attrs: {
      id: 'e2e-text-blok',
      body: [
        {
          _uid: 'e2e0a1b2c3d4',
          component: 'button_link',
          label: 'Find your tariff',
          link: { linktype: 'url', url: '/energy/quote' },
          variant: 'secondary',
          carry_route_id: 'referral',
        },
      ],
    },
  });
  const placed = await page.request.put('/api/editor/stories/101', {
    data: { content: draft.content },
  });
  expect(placed.ok()).toBe(true);
  await page.reload();
  await expect(preview(page).getByRole('link', { name: 'Find your tariff' })).toBeVisible();

  // From the rich-text field's list of the blocks in its text.
  await page.getByRole('button', { name: /^Rich text We think people deserve/ }).click();
  await page
    .getByRole('list', { name: 'Blocks in Text' })
    .getByRole('button', { name: 'Edit Button link: Find your tariff' })
    .click();
  const buttonFields = page.getByRole('region', { name: 'Button link' });
  await expect(buttonFields.getByLabel('Label')).toHaveValue('Find your tariff');
  await expectNoAxeViolations(page, { exclude: ['iframe'] });

  await buttonFields.getByLabel('Label').fill('Find your green tariff');
  await expect(preview(page).getByRole('link', { name: 'Find your green tariff' })).toBeVisible();
  // The block tree lists it under its text, selected.
  const inText = page.getByRole('list', { name: /^Blocks in the text of Text of Rich text/ });
  await expect(inText.getByRole('button', { name: /^Button link/ })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved: publish to put the changes on the site')).toBeVisible();
  const saved = await stored();
  const [first, blok, ...rest] = saved.content.body[1].body[0].text.content;
  expect(blok.attrs.body).toEqual([
    expect.objectContaining({ _uid: 'e2e0a1b2c3d4', label: 'Find your green tariff' }),
  ]);
  const [originalFirst, , ...originalRest] = beliefsText().content;
  expect([first, ...rest]).toEqual([originalFirst, ...originalRest]);
});
