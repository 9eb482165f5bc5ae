import { expect, type Page } from '@playwright/test';

/**
 * The pointer targets that fail WCAG 2.5.8 (Target Size, Minimum): smaller than 24 × 24 CSS px
 * and so close to another target that a 24 px circle centred on each would overlap. Links
 * inside a sentence are exempt, as WCAG says, and so are targets a browser draws itself when
 * a larger label beside them does the same thing (a checkbox with its label).
 */
export function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SIZE = 24;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, ' +
      '[role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], ' +
      '[role="menuitem"], [role="switch"], [role="option"]';
    const shown = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) &&
        !element.closest('[inert], [aria-hidden="true"]') &&
        element.getBoundingClientRect().width > 1,
    );

    const inSentence = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      const text = block?.textContent?.replace(element.textContent ?? '', '').trim() ?? '';
      return text.length > 0;
    };
    const labelledBigger = (element: HTMLElement) =>
      element instanceof HTMLInputElement &&
      [...(element.labels ?? [])].some((label) => {
        const box = label.getBoundingClientRect();
        return box.width >= SIZE && box.height >= SIZE;
      });
    const small = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.width < SIZE - 0.5 || box.height < SIZE - 0.5;
    };
    const centre = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };
    // The distance from a point to the nearest point of a box.
    const distanceToBox = (point: { x: number; y: number }, element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      const dx = Math.max(box.left - point.x, 0, point.x - box.right);
      const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
      return Math.hypot(dx, dy);
    };

    const undersized = shown.filter(
      (element) => small(element) && !inSentence(element) && !labelledBigger(element),
    );
    return undersized
      .filter((element) => {
        const here = centre(element);
        return shown.some((other) => {
          if (other === element || other.contains(element) || element.contains(other)) return false;
          // Spacing: another target within the circle, or two undersized circles that overlap.
          if (distanceToBox(here, other) < SIZE / 2) return true;
          if (!undersized.includes(other)) return false;
          const there = centre(other);
          return Math.hypot(here.x - there.x, here.y - there.y) < SIZE;
        });
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`;
      });
  });
}

export async function expectTargetsLargeEnough(page: Page, what: string): Promise<void> {
  expect(await undersizedTargets(page), `${what}: targets under 24 × 24 px (WCAG 2.5.8)`).toEqual(
    [],
  );
}
