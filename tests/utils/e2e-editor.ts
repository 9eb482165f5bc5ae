import { expect, type Page } from '@playwright/test';
import { E2E_EDITOR } from './e2e-env';

/** Signs in to the local editor from its sign-in page, arriving at `path` (default `/editor`). */
export async function signInToEditor(page: Page, path = '/editor'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/editor\/login\?next=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the editor');
  await page.getByLabel('Email address').fill(E2E_EDITOR.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}
