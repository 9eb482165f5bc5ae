import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_SECTIONS } from '@/lib/gateway/contract/account-sections';
import { expectScreenLoaded } from '../utils/account-e2e';
import { logInAs } from '../utils/e2e-session';
import { expectEveryStopVisible } from '../utils/keyboard';
import {
  chooseHome,
  chooseTariff,
  continueToPayment,
  fillPersonalDetails,
  homeAt,
  makeProspect,
  seePrices,
} from '../utils/quote-journey-e2e';

// Issue 22 item 4: Windows High Contrast (forced colours) and reduced motion.

const CONTROLS = 'button, input:not([type="hidden"]), select, textarea, [role="button"]:not(a)';

/**
 * The controls whose shape disappears in forced colours: the browser replaces backgrounds and
 * removes box shadows, so a control drawn by its background or shadow stays visible only by a
 * border or an outline of its own (a transparent border becomes a visible one). Controls drawn
 * as text (menu buttons, links) are read as text in either mode; native checkboxes and radios
 * are drawn by the browser.
 */
async function controlsWithoutEdge(page: Page): Promise<string[]> {
  await page.emulateMedia({ forcedColors: 'none' });
  await page.evaluate((selector) => {
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(control);
      const filled = !['transparent', 'rgba(0, 0, 0, 0)'].includes(style.backgroundColor);
      if (filled || style.boxShadow !== 'none') control.dataset.drawnShape = '';
    }
  }, CONTROLS);
  await page.emulateMedia({ forcedColors: 'active' });
  return page.evaluate(() => {
    const drawn = [...document.querySelectorAll<HTMLElement>('[data-drawn-shape]')];
    const lost = drawn.filter((control) => {
      delete control.dataset.drawnShape;
      if (!control.checkVisibility({ visibilityProperty: true })) return false;
      const style = getComputedStyle(control);
      if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
        return style.appearance === 'none' && style.borderTopStyle === 'none';
      }
      const bordered = ['top', 'right', 'bottom', 'left'].some(
        (side) =>
          style.getPropertyValue(`border-${side}-style`) !== 'none' &&
          parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1,
      );
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
      return !bordered && !outlined;
    });
    return lost.map((control) => {
      const name = control.getAttribute('aria-label') ?? control.textContent ?? '';
      return `${control.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`;
    });
  });
}

async function expectVisibleInForcedColours(page: Page, what: string) {
  expect(
    await controlsWithoutEdge(page),
    `${what}: controls with no edge in forced colours (WCAG 1.4.11)`,
  ).toEqual([]);
  await expectEveryStopVisible(page);
}

test.describe('in forced colours (Windows High Contrast)', () => {
  test.use({ forcedColors: 'active', viewport: { width: 1320, height: 900 } });

  test('every control and focus ring of the quote journey stays visible', async ({
    page,
    request,
  }) => {
    const home = await homeAt(request, 'PL4 8AA', (found) => found.mprn !== null);
    await chooseHome(page, home);
    await expectVisibleInForcedColours(page, 'the quote step');
    await seePrices(page);
    await expectVisibleInForcedColours(page, 'choosing a tariff');
    await chooseTariff(page);
    await expectVisibleInForcedColours(page, 'your details');
    await fillPersonalDetails(page, makeProspect());
    await continueToPayment(page);
    await expectVisibleInForcedColours(page, 'the Direct Debit step');
  });

  test('every control and focus ring of the account area stays visible', async ({ page }) => {
    await logInAs(page, 'alex@example.com');
    await expectScreenLoaded(page);
    await expectVisibleInForcedColours(page, 'Account Home');
    for (const section of ['readings', 'usage', 'balance'] as const) {
      const path = ACCOUNT_SECTIONS[section].route;
      await page.goto(path);
      await expectScreenLoaded(page);
      await expectVisibleInForcedColours(page, path);
    }
  });
});

/** Records, every frame for `ms`, how the quote step's frame is drawn. */
async function sampleStepFrames(page: Page, ms: number): Promise<string[]> {
  return page.evaluate(
    (ms) =>
      new Promise<string[]>((resolve) => {
        const samples: string[] = [];
        const started = performance.now();
        const sample = () => {
          const step = document.querySelector('[data-testid="step-transition"]');
          if (step) {
            const { opacity, transform } = getComputedStyle(step);
            samples.push(`${opacity} ${transform}`);
          }
          if (performance.now() - started < ms) requestAnimationFrame(sample);
          else resolve(samples);
        };
        sample();
      }),
    ms,
  );
}

/** The CSS animations and transitions running now that last longer than a millisecond. */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => Number(animation.effect?.getTiming().duration ?? 0) > 1)
      .map((animation) => (animation as CSSAnimation).animationName ?? animation.id),
  );

/**
 * How the next quote step to open is drawn, every frame for `ms` from its first: its opacity and
 * how far right of its place it is (framer-motion sets both on the element as it animates).
 */
function nextStepFrames(page: Page, ms: number): Promise<Array<{ opacity: number; x: number }>> {
  return page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        const selector = '[data-testid="step-transition"]';
        const current = document.querySelector(selector);
        const frames: Array<{ opacity: number; x: number }> = [];
        let first: number | undefined;
        const sample = (now: number) => {
          const step = [...document.querySelectorAll(selector)].find((found) => found !== current);
          if (step) {
            first ??= now;
            const { opacity, transform } = getComputedStyle(step);
            const x = transform === 'none' ? 0 : new DOMMatrix(transform).m41;
            frames.push({ opacity: Number(opacity), x });
          }
          if (first === undefined || now - first < ms) requestAnimationFrame(sample);
          else resolve(frames);
        };
        requestAnimationFrame(sample);
      }),
    ms,
  );
}

test('a quote step slides and fades in as it opens, then rests in place', async ({
  page,
  request,
}) => {
  const home = await homeAt(request, 'PL4 8AA', (found) => found.mprn !== null);
  await chooseHome(page, home);
  const frames = nextStepFrames(page, 600);
  await page.getByRole('button', { name: 'See my prices' }).click();
  const drawn = await frames;
  const [opening] = drawn;
  expect(opening?.opacity, 'its first frame is faded').toBeLessThan(1);
  expect(opening?.x, 'its first frame is right of its place').toBeGreaterThan(0);
  expect(drawn.at(-1), 'at rest').toEqual({ opacity: 1, x: 0 });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a quote step appears in place, without sliding or fading', async ({ page, request }) => {
    const home = await homeAt(request, 'PL4 8AA', (found) => found.mprn !== null);
    await chooseHome(page, home);
    const frames = sampleStepFrames(page, 600);
    await page.getByRole('button', { name: 'See my prices' }).click();
    expect(new Set(await frames)).toEqual(new Set(['1 none']));
  });

  test('nothing on the pages of the journeys animates', async ({ page, request }) => {
    for (const path of ['/', '/our-tariffs', '/energy/quote', '/accounts/login']) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await runningAnimations(page), path).toEqual([]);
    }
    const home = await homeAt(request, 'PL4 8AA', (found) => found.mprn !== null);
    await chooseHome(page, home);
    await page.getByRole('button', { name: 'See my prices' }).click();
    expect(await runningAnimations(page), 'pricing the quote').toEqual([]);
  });
});
