import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './axe';
import { sidewaysOverflow } from './sideways-overflow';

/** 400 % zoom of a 1280 px window: WCAG 1.4.10's reflow width. */
export const REFLOW_VIEWPORT = { width: 320, height: 256 * 2 };

/**
 * WCAG 1.4.12's text spacing, as the bookmarklets people use apply it: line height 1.5, paragraph
 * spacing 2 em, letter spacing 0.12 em, word spacing 0.16 em, over every element.
 */
const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important;
      word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Turns WCAG's text spacing on or off for the page, as a reader's bookmarklet would. */
export async function setTextSpacing(page: Page, on: boolean): Promise<void> {
  await page.evaluate(
    ({ on, css }) => {
      document.getElementById('wcag-text-spacing')?.remove();
      if (!on) return;
      const style = document.createElement('style');
      style.id = 'wcag-text-spacing';
      style.textContent = css;
      document.head.append(style);
    },
    { on, css: TEXT_SPACING_CSS },
  );
}

/**
 * The text a box cuts off: every shown text whose lines reach more than a pixel beyond the
 * nearest ancestor that hides its overflow. Visually hidden text (a box of a pixel or less,
 * for screen readers) and text hidden from everyone are left out.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hides = (style: CSSStyleDeclaration) =>
      ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
    const clipperOf = (element: Element) => {
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        if (hides(getComputedStyle(at))) return at;
      }
      return null;
    };
    const clipped: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const owner = node.parentElement;
      if (!text || !owner || owner.closest('[aria-hidden="true"], [inert], script, style'))
        continue;
      if (!owner.checkVisibility({ visibilityProperty: true })) continue;
      const clipper = clipperOf(owner);
      if (!clipper) continue;
      const box = clipper.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const cut = [...range.getClientRects()].some(
        (line) =>
          line.width > 0 &&
          (line.left < box.left - 1 ||
            line.right > box.right + 1 ||
            line.top < box.top - 1 ||
            line.bottom > box.bottom + 1),
      );
      if (cut) clipped.push(`"${text.slice(0, 60)}" in ${clipper.tagName.toLowerCase()}`);
    }
    return clipped;
  });
}

/** The innermost elements that reach past the window's right edge, for a failure message. */
function elementsPastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const past = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > edge + 0.5,
    );
    return past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .map((element) => {
        const classes = [...element.classList].join('.');
        const text = element.textContent?.trim().slice(0, 40) ?? '';
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}"`;
      });
  });
}

/** The page as it is now fits the window sideways and cuts off no text. */
export async function expectReflows(page: Page, what: string): Promise<void> {
  // A quote step slides in from the side: measured once it is in place.
  await animationsSettled(page);
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) {
    const culprits = (await elementsPastTheEdge(page)).join(', ');
    expect(overflow, `${what} scrolls sideways (WCAG 1.4.10), past the edge: ${culprits}`).toBe(0);
  }
  expect(await clippedText(page), `${what} cuts off text (WCAG 1.4.10, 1.4.12)`).toEqual([]);
}
