import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMotionFeatures } from '@/lib/motion/load-motion-features';
import { renderConsentPage } from '@/tests/utils/consent-page';
import { productFilesMatching } from '@/tests/utils/importers';
import { clearAllCookies } from '@/tests/utils/cookies';
import { deferredCodeArrived } from '@/tests/utils/deferred-imports';

const requested = vi.hoisted(() => ({ motion: 0 }));
vi.mock('./cookie-banner-motion', async (original) => {
  requested.motion += 1;
  return original();
});

/** The visitor's reduced-motion wish, switchable while a test runs. */
const reducedMotion = vi.hoisted(() => ({ matches: false, changed: () => {} }));
const idle: Array<() => void> = [];
const runIdle = () => act(() => idle.splice(0).forEach((callback) => callback()));

class ImmediateResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    this.callback();
  }
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', ImmediateResizeObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return reducedMotion.matches;
    },
    addEventListener: (_: string, listener: () => void) => (reducedMotion.changed = listener),
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAllCookies();
  delete window.dataLayer;
  act(() => {
    reducedMotion.matches = false;
    reducedMotion.changed();
  });
});

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

/** Renders the page, lets the page go idle and the banner's motion arrive, features and all. */
async function renderWithMotionArrived() {
  renderConsentPage();
  const features = loadMotionFeatures();
  runIdle();
  await deferredCodeArrived(import('./cookie-banner-motion'), features);
  // framer-motion styles the section it draws (in its final state: no transform).
  await waitFor(() => expect(banner()).toHaveAttribute('style', expect.stringContaining('none')));
}

/** Accepts all with the keyboard: how long the banner takes to go, and whether it was inert. */
async function acceptAll() {
  const section = banner();
  screen.getByRole('button', { name: 'Accept All' }).focus();
  const chosenAt = performance.now();
  await userEvent.keyboard('{Enter}');
  const inertWhileLeaving = section?.hasAttribute('inert');
  await waitFor(() => expect(section).not.toBeInTheDocument(), { timeout: 2000, interval: 5 });
  return { inertWhileLeaving, leftAfterMs: performance.now() - chosenAt };
}

describe("the cookie banner's motion", () => {
  it('is imported by nothing statically', () => {
    expect(productFilesMatching("from '.*cookie-banner-motion'")).toEqual([]);
  });

  it('is requested once the page is idle, the banner painted in place until then', async () => {
    renderConsentPage();
    await act(async () => {});
    expect(requested.motion).toBe(0);
    expect(banner()).not.toHaveAttribute('style');

    runIdle();
    await waitFor(() => expect(requested.motion).toBe(1));
  });

  it('keeps the end of the page clear while the banner takes up its motion', async () => {
    const style = document.documentElement.style;
    const removed = vi.spyOn(style, 'removeProperty');
    await renderWithMotionArrived();
    await act(() => Promise.resolve());
    // Dropping the height, even for a moment, would scroll a visitor at the end of the page up.
    expect(removed).not.toHaveBeenCalledWith('--cookie-banner-height');
    expect(style.getPropertyValue('--cookie-banner-height')).toBe('0px');
    removed.mockRestore();
  });

  it('slides the banner away over 0.3 s once a choice is made, inert as it goes, focus on the content', async () => {
    await renderWithMotionArrived();
    const { inertWhileLeaving, leftAfterMs } = await acceptAll();
    expect(inertWhileLeaving).toBe(true);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(leftAfterMs).toBeGreaterThanOrEqual(250);
  });

  it('takes the banner away at once for a visitor who asks for reduced motion', async () => {
    await renderWithMotionArrived();
    act(() => {
      reducedMotion.matches = true;
      reducedMotion.changed();
    });
    const { leftAfterMs } = await acceptAll();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(leftAfterMs).toBeLessThan(100);
  });
});
