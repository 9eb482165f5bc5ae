import type { Page } from '@playwright/test';

/** How many pixels the page scrolls sideways (0 when it fits the window). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
