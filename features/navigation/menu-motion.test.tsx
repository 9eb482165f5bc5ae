import { act, render, screen, waitFor } from '@testing-library/react';
import { loadMotionFeatures } from '@/lib/motion/load-motion-features';
import { DropdownPanelMotion } from './dropdown-panel-motion';
import { MobilePanelMotion } from './mobile-panel-motion';
import type { PanelMotionProps } from './panel-motion';

/** The visitor's reduced-motion wish, switchable while a test runs. */
const reducedMotion = vi.hoisted(() => ({ matches: false, changed: () => {} }));

beforeAll(async () => {
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return reducedMotion.matches;
    },
    addEventListener: (_: string, listener: () => void) => (reducedMotion.changed = listener),
    removeEventListener: () => {},
  }));
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
  await loadMotionFeatures();
});
afterAll(() => vi.unstubAllGlobals());

function askForReducedMotion(matches: boolean) {
  act(() => {
    reducedMotion.matches = matches;
    reducedMotion.changed();
  });
}
afterEach(() => askForReducedMotion(false));

/** Opens and closes `Panel`: how its panel starts, and how long it takes to come and to go. */
async function openAndClose(
  Panel: (props: PanelMotionProps) => React.ReactNode,
  finalStyle: RegExp,
) {
  const panel = { role: 'dialog', 'aria-label': 'Menu' } as const;
  const { rerender } = render(
    <Panel open={false} panel={panel}>
      <a href="/tariffs">Tariffs</a>
    </Panel>,
  );
  rerender(
    <Panel open panel={panel}>
      <a href="/tariffs">Tariffs</a>
    </Panel>,
  );
  const element = screen.getByRole('dialog', { name: 'Menu' });
  const startStyle = element.getAttribute('style');
  const openedAt = performance.now();
  await waitFor(() => expect(element.getAttribute('style')).toMatch(finalStyle), {
    timeout: 2000,
    interval: 5,
  });
  const inPlaceAfterMs = performance.now() - openedAt;

  const closedAt = performance.now();
  rerender(
    <Panel open={false} panel={panel}>
      <a href="/tariffs">Tariffs</a>
    </Panel>,
  );
  const inertWhileLeaving = element.hasAttribute('inert');
  await waitFor(() => expect(element).not.toBeInTheDocument(), { timeout: 2000, interval: 5 });
  return {
    startStyle,
    inPlaceAfterMs,
    inertWhileLeaving,
    leftAfterMs: performance.now() - closedAt,
  };
}

const slidIn = /transform: none/;
const fadedIn = /opacity: 1/;

describe("the menus' motion", () => {
  it('slides the mobile panel in from the side and back over 0.3 s, inert as it goes', async () => {
    const motion = await openAndClose(MobilePanelMotion, slidIn);
    expect(motion.startStyle).toContain('translateX(100%)');
    expect(motion.inPlaceAfterMs).toBeGreaterThanOrEqual(250);
    expect(motion.inertWhileLeaving).toBe(true);
    expect(motion.leftAfterMs).toBeGreaterThanOrEqual(250);
  });

  it('fades the dropdown panel in and out over 0.2 s, inert as it goes', async () => {
    const motion = await openAndClose(DropdownPanelMotion, fadedIn);
    expect(motion.startStyle).toContain('opacity: 0');
    expect(motion.inPlaceAfterMs).toBeGreaterThanOrEqual(150);
    expect(motion.inertWhileLeaving).toBe(true);
    expect(motion.leftAfterMs).toBeGreaterThanOrEqual(150);
  });

  it.each([
    ['mobile panel', MobilePanelMotion, slidIn],
    ['dropdown panel', DropdownPanelMotion, fadedIn],
  ])(
    'shows and hides the %s at once for a visitor who asks for reduced motion',
    async (_, Panel, finalStyle) => {
      askForReducedMotion(true);
      const motion = await openAndClose(Panel, finalStyle);
      expect(motion.startStyle).toMatch(finalStyle);
      expect(motion.leftAfterMs).toBeLessThan(100);
    },
  );
});
