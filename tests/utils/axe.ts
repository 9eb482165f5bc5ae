import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits for the page's finite animations to end: axe measures colours as they are drawn, and
 * text half faded in (a quote step sliding in) is lighter than it will be. They are awaited, not
 * cut short, since framer-motion moves some properties (a step's slide) by script beside them.
 * One still running after a second is brought to its end: under Playwright's clock
 * framer-motion starts its animations at the page's faked time, hours ahead of the document's
 * timeline, and they would never end.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1000))]);
    for (const animation of finite) if (animation.playState === 'running') animation.finish();
  });
}

/**
 * Runs axe on the page as it is now and fails, listing each violation, if there is any.
 * `exclude`: parts scanned on their own elsewhere, such as a page the editor frames, whose
 * landmarks axe would otherwise count as the editor's own.
 */
export async function expectNoAxeViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
        violation.nodes.map((node) => `    at ${node.target.join(' ')}`).join('\n'),
    )
    .join('\n');
  expect(violations, `axe found violations on ${page.url()}:\n${report}`).toHaveLength(0);
}
