import { expect, type Page } from '@playwright/test';
import { readEditorFactor } from '@/features/editor/access/editor-factors';
import { totpCode, totpStepAt, TOTP_PERIOD_SECONDS } from '@/lib/second-factor/totp';
import { E2E_EDITOR, E2E_EDITOR_FACTORS_PATH, E2E_SECRETS } from './e2e-env';

export interface E2eEditor {
  email: string;
  password: string;
}

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/** The key the enrolment page shows as text, as an authenticator app would take it. */
export async function setupKeyOnPage(page: Page): Promise<string> {
  const key = await page.getByLabel('Setup key, if you cannot scan the code').inputValue();
  return key.replace(/\s/g, '');
}

/**
 * A code the server has not taken yet, as the editor's app would show it: the server takes each
 * step's code once and never an older one, so when this step's (and the next, within its ±1
 * window) is used up, wait for the next step as a person would.
 */
async function freshCode(editor: E2eEditor): Promise<string> {
  const factor = readEditorFactor(
    { path: E2E_EDITOR_FACTORS_PATH, secret: E2E_SECRETS.EDITOR_SESSION_SECRET },
    editor.email,
  );
  if (!factor)
    throw new Error(`${editor.email} has no second factor in ${E2E_EDITOR_FACTORS_PATH}`);
  const now = Date.now();
  const step = Math.max(totpStepAt(now), (factor.lastUsedStep ?? -Infinity) + 1);
  // A step ahead is in the window once the one before it has begun (plus a second of margin).
  const waitMs = (step - 1) * STEP_MS + 1000 - now;
  if (step > totpStepAt(now) && waitMs > 0) await new Promise((done) => setTimeout(done, waitMs));
  return totpCode(factor.totpSecret, step * STEP_MS);
}

/**
 * The second step after a right password: the first time, setting up the authenticator app from
 * the key on the page (and going past the recovery codes); later, a code from the secret in the
 * e2e server's factors file.
 */
export async function completeSecondStep(page: Page, editor: E2eEditor): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^(Enter your code|Set up your authenticator app)$/);
  if ((await heading.textContent()) === 'Set up your authenticator app') {
    const key = await setupKeyOnPage(page);
    await page.getByLabel('Code from the app').fill(totpCode(key, Date.now()));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading).toHaveText('Save your recovery codes');
    await page.getByRole('button', { name: 'I have saved them: continue to the editor' }).click();
    return;
  }
  await page.getByLabel('Code', { exact: true }).fill(await freshCode(editor));
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Signs in to the local editor from its sign-in page, arriving at `path` (default `/editor`). */
export async function signInToEditor(
  page: Page,
  path = '/editor',
  editor: E2eEditor = E2E_EDITOR,
): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/editor\/login\?next=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the editor');
  await page.getByLabel('Email address').fill(editor.email);
  await page.getByLabel('Password', { exact: true }).fill(editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await completeSecondStep(page, editor);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}
