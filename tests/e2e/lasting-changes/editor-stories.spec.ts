import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../utils/axe';
import { signInToEditor } from '../../utils/e2e-editor';

const NAME = 'Heat pump grants';
const PATH = '/heat-pump-grants';
const FIRST_HEADLINE = 'Heat pump grants: up to £7,500 off';
const SECOND_HEADLINE = 'Heat pump grants, explained';

const preview = (page: Page) => page.frameLocator(`iframe[title="Preview of ${NAME}"]`);
const heroFields = (page: Page) => page.getByRole('region', { name: 'Hero' });

/** Opens the page's hero in its editor, from the block tree. */
async function openHero(page: Page) {
  await page.getByRole('button', { name: /^Hero/ }).first().click();
  await expect(heroFields(page).getByLabel('Headline')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('an editor makes a new page from a blank template and publishes it', async ({ page }) => {
  await signInToEditor(page);
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Name').fill(NAME);
  await expect(dialog.getByLabel('Address slug')).toHaveValue('heat-pump-grants');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create the page' }).click();

  await expect(page).toHaveURL(/\/editor\/stories\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(page.getByText('Saved as a draft: not on the site yet')).toBeVisible();
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(NAME);

  await openHero(page);
  await heroFields(page).getByLabel('Headline').fill(FIRST_HEADLINE);
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(FIRST_HEADLINE);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the site shows this version')).toBeVisible();

  const site = await page.context().newPage();
  await site.goto(PATH);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(FIRST_HEADLINE);
});

test('an image is uploaded into the hero, described, and shown in the preview', async ({
  page,
}) => {
  await signInToEditor(page, '/editor');
  await page.getByRole('link', { name: NAME }).click();
  await openHero(page);

  await heroFields(page)
    .getByLabel('Upload an image')
    .setInputFiles('tests/fixtures/images/3x2.png');
  await expect(heroFields(page).getByRole('img', { name: /^Chosen image/ })).toBeVisible();
  await heroFields(page).getByLabel('Alt text').fill('A heat pump outside a brick house');

  const image = preview(page).getByRole('img', { name: 'A heat pump outside a brick house' });
  await expect(image).toBeVisible();
  expect(await image.getAttribute('src')).toMatch(/\/api\/content\/assets\/[0-9a-f]{16}-3x2\.png/);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved: publish to put the changes on the site')).toBeVisible();
});

test('an earlier version is restored from the history', async ({ page }) => {
  await signInToEditor(page, '/editor');
  await page.getByRole('link', { name: NAME }).click();
  await openHero(page);
  await heroFields(page).getByLabel('Headline').fill(SECOND_HEADLINE);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved: publish to put the changes on the site')).toBeVisible();

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByText(/Version \d+: Published/)).toBeVisible();
  await expectNoAxeViolations(page, { exclude: ['iframe'] });
  const published = history.getByRole('listitem').filter({ hasText: 'Published' });
  await published.getByRole('button', { name: /Restore this version/ }).click();
  await page.getByRole('button', { name: /^Restore version \d+$/ }).click();

  await openHero(page);
  await expect(heroFields(page).getByLabel('Headline')).toHaveValue(FIRST_HEADLINE);
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(FIRST_HEADLINE);
});

test('the page is deleted, after a confirmation, and is gone from the site', async ({ page }) => {
  await signInToEditor(page, '/editor');
  await page.getByRole('link', { name: NAME }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${NAME}?` });
  await expect(dialog).toContainText('No other page or post links to it.');
  await dialog.getByRole('button', { name: `Delete ${NAME}` }).click();

  await expect(page).toHaveURL(/\/editor$/);
  await page.getByLabel('Search pages and posts').fill('heat pump');
  await expect(page.getByRole('link', { name: NAME })).toHaveCount(0);
  const site = await page.context().newPage();
  const answer = await site.goto(PATH);
  expect(answer?.status()).toBe(404);
  await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
});
