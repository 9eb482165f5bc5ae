import { expect, type Locator, type Page } from '@playwright/test';

/** Where keyboard focus is, as a keyboard user sees it (WCAG 2.4.7 and 2.4.11). */
export interface FocusStop {
  /** The focused element, described for a failure message: `button "Sign up"`. */
  element: string;
  /** Where its focus ring is drawn (itself, a pseudo-element, a sibling or a parent); null: none. */
  ring: string | null;
  /** The fixed or sticky part (header, cookie banner) that covers it, if any. */
  coveredBy: string | null;
}

/**
 * The focused element and whether a sighted keyboard user can see it: null when focus is on
 * the body (lost). A ring is an outline of 2 px or more, drawn on the element, one of its
 * pseudo-elements, the element after it (a styled control after a native input) or one of its
 * two nearest ancestors (`:has(:focus-visible)`, `:focus-within`).
 */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;

    const describe = (element: Element) => {
      const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
      const name = element.getAttribute('aria-label') ?? label ?? element.textContent ?? '';
      const id = element.id ? `#${element.id}` : '';
      return `${element.tagName.toLowerCase()}${id} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    };
    const hasRing = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;

    const candidates: [string, Element | null, string | null][] = [
      ['itself', focused, null],
      ['its ::before', focused, '::before'],
      ['its ::after', focused, '::after'],
      ['the element after it', focused.nextElementSibling, null],
      ['its parent', focused.parentElement, null],
      ['its grandparent', focused.parentElement?.parentElement ?? null, null],
    ];
    // A date field's calendar button is a part of the field that takes focus itself (the field
    // is then active without matching :focus); the browser draws that button's ring.
    const ownPart = !focused.matches(':focus') && focused.matches('input');
    const ring = ownPart
      ? 'its own calendar button (the browser’s ring)'
      : (candidates.find(
          ([, element, pseudo]) => element && hasRing(getComputedStyle(element, pseudo)),
        )?.[0] ?? null);

    // Covered: at its centre and at each corner (inset a pixel), what is drawn on top is a
    // fixed or sticky part of the page that is not the element's own (2.4.11: never entirely).
    const box = focused.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 1, box.top + 1],
      [box.right - 1, box.top + 1],
      [box.left + 1, box.bottom - 1],
      [box.right - 1, box.bottom - 1],
    ];
    const coverAt = ([x, y]: number[]) => {
      let element = document.elementFromPoint(x!, y!);
      if (!element || focused.contains(element) || element.contains(focused)) return null;
      while (element && element !== document.body) {
        const { position } = getComputedStyle(element);
        if (position === 'fixed' || position === 'sticky') return element;
        element = element.parentElement;
      }
      return null;
    };
    const covers = points.map(coverAt);
    const covering = covers.every(Boolean) ? covers[0] : null;
    const own = getComputedStyle(focused);
    return {
      element: `${describe(focused)} (outline ${own.outlineStyle} ${own.outlineWidth})`,
      ring,
      coveredBy: covering ? describe(covering) : null,
    };
  });
}

/** Fails unless focus is on an element with a visible ring that nothing covers. */
export async function expectVisibleFocus(page: Page, where: string): Promise<FocusStop> {
  const stop = await focusStop(page);
  expect(stop, `${where}: focus was lost to the body (WCAG 2.4.3)`).not.toBeNull();
  expect(
    stop!.ring,
    `${where}: ${stop!.element} has no visible focus ring (WCAG 2.4.7)`,
  ).not.toBeNull();
  expect(
    stop!.coveredBy,
    `${where}: ${stop!.element} is hidden under ${stop!.coveredBy} (WCAG 2.4.11)`,
  ).toBe(null);
  return stop!;
}

/** Fails when focus has fallen back to the body, as after removing the focused element. */
export async function expectFocusKept(page: Page, after: string): Promise<void> {
  expect(
    await focusStop(page),
    `focus was lost to the body after ${after} (WCAG 2.4.3)`,
  ).not.toBeNull();
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way has a
 * visible ring that nothing covers; fails after `maxStops` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxStops = 80 } = {},
): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let stop = 0; stop < maxStops; stop += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
    await expectVisibleFocus(page, `${page.url()} after ${stop + 1} × ${key}`);
  }
  throw new Error(`${target} was not reached in ${maxStops} presses of ${key} on ${page.url()}`);
}

/** Tabs to the field and types into it, replacing what it held. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Tabs into a radio group and moves with the arrow keys to the option named, which checks it
 * (as it does for a screen reader or switch user).
 */
export async function chooseRadio(page: Page, group: Locator, option: Locator): Promise<void> {
  const radios = group.getByRole('radio');
  const count = await radios.count();
  const checked = group.locator('input[type="radio"]:checked');
  // Tab enters a group at its checked option, or at its first when none is.
  await tabTo(page, (await checked.count()) > 0 ? checked : radios.first());
  for (let move = 0; move <= count; move += 1) {
    if (await isFocused(option)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toBeChecked();
}

/** Chooses a native select's option (by its label or value) with the arrow keys. */
export async function chooseOption(
  page: Page,
  select: Locator,
  label: string | RegExp,
): Promise<void> {
  await tabTo(page, select);
  const options = await select.locator('option').evaluateAll((all) =>
    all.map((option) => ({
      text: option.textContent ?? '',
      value: option.getAttribute('value'),
    })),
  );
  const index = options.findIndex(({ text, value }) =>
    typeof label === 'string' ? text === label || value === label : label.test(text),
  );
  expect(index, `${select} has no option ${label}`).toBeGreaterThanOrEqual(0);
  const current = await select.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
  const key = index > current ? 'ArrowDown' : 'ArrowUp';
  for (let move = 0; move < Math.abs(index - current); move += 1) await page.keyboard.press(key);
  await expect(select.locator('option').nth(index)).toHaveJSProperty('selected', true);
}

/**
 * Tabs through the page from the top, `maxStops` stops at most, checking each has a visible ring
 * that nothing covers; returns the stops' descriptions.
 */
export async function expectEveryStopVisible(page: Page, maxStops = 40): Promise<string[]> {
  await page.locator('body').focus();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const seen: string[] = [];
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    // Past the last stop, focus leaves the document for the browser's own controls.
    if (stop > 0 && (await focusStop(page)) === null) break;
    const { element } = await expectVisibleFocus(page, `${page.url()}, stop ${stop + 1}`);
    seen.push(element);
  }
  return seen;
}
