import type { Locator, Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box in CSS pixels; fails the test when it is not rendered. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box: it is not rendered`);
  return box;
}

export const bottomOf = (box: Box) => box.y + box.height;
export const rightOf = (box: Box) => box.x + box.width;

/**
 * Where page content may sit: the design tokens' container (`--content-max-width`) centred in
 * the window, never closer to its edges than the side padding (`--space-4`).
 */
export function contentColumn(page: Page): Promise<{ left: number; right: number }> {
  return page.evaluate(() => {
    const lengthOf = (token: string) => {
      const probe = document.createElement('div');
      probe.style.cssText = `position: absolute; visibility: hidden; width: var(${token})`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    const window = document.documentElement.clientWidth;
    const width = Math.min(lengthOf('--content-max-width'), window - 2 * lengthOf('--space-4'));
    return { left: (window - width) / 2, right: (window + width) / 2 };
  });
}

/** The text of every shown element matching `selector` in main that leaves the content column. */
export async function outsideContentColumn(page: Page, selector: string): Promise<string[]> {
  const column = await contentColumn(page);
  return page.locator('main').evaluate(
    (main, { selector, column }) =>
      [...main.querySelectorAll(selector)]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          // Half a pixel for sub-pixel rounding.
          return box.left < column.left - 0.5 || box.right > column.right + 0.5;
        })
        .map((element) => element.textContent?.trim().slice(0, 60) ?? element.tagName),
    { selector, column },
  );
}

/**
 * The longest line of every shown element matching `selector` in main, in characters of its own
 * font (CSS `ch`): a line is measured from its rendered text, not from its box.
 */
export function longestLinesInCh(
  page: Page,
  selector: string,
): Promise<{ text: string; ch: number }[]> {
  return page.locator('main').evaluate(
    (main, selector) =>
      [...main.querySelectorAll(selector)].flatMap((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Map<number, { left: number; right: number }>();
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          const key = Math.round(rect.bottom);
          const line = lines.get(key) ?? { left: rect.left, right: rect.right };
          lines.set(key, {
            left: Math.min(line.left, rect.left),
            right: Math.max(line.right, rect.right),
          });
        }
        if (lines.size === 0) return [];
        const ch = document.createElement('span');
        ch.style.cssText = 'display: inline-block; width: 1ch';
        element.append(ch);
        const chWidth = ch.getBoundingClientRect().width;
        ch.remove();
        const longest = Math.max(...[...lines.values()].map(({ left, right }) => right - left));
        return [{ text: element.textContent?.trim().slice(0, 60) ?? '', ch: longest / chWidth }];
      }),
    selector,
  );
}
