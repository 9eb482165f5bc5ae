import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Opens `path` with every script its HTML names running as usual, but the code the page fetches
 * later (a block's deferred part) held back until the returned function lets it arrive. Resolves
 * once the page has hydrated far enough to ask for that code.
 */
export async function openWithDeferredCodeHeld(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<() => void> {
  const html = await (await request.get(path)).text();
  const inHtml = new Set([...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map(([, src]) => src));
  let letCodeArrive!: () => void;
  const codeMayArrive = new Promise<void>((resolve) => (letCodeArrive = resolve));
  let held = 0;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!inHtml.has(new URL(route.request().url()).pathname)) {
      held += 1;
      await codeMayArrive;
    }
    await route.continue();
  });
  await page.goto(path);
  await expect.poll(() => held).toBeGreaterThan(0);
  return letCodeArrive;
}
