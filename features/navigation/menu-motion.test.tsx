import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Variants } from 'framer-motion';
import { SessionProvider } from '@/features/session';
import { makeRouter } from '@/tests/utils/make-router';
import { motionArrived, MotionFeatures } from '@/tests/utils/motion';
import { makeNavigation } from '@/tests/utils/navigation';
import { Header } from './header';
import { DROPDOWN_MOTION, MOBILE_MENU_MOTION } from './menu-motion';

vi.mock('next/router', () => ({ useRouter: () => makeRouter({ pathname: '/about' }) }));

function renderHeader() {
  render(
    <MotionFeatures>
      <SessionProvider stores={null}>
        <Header items={makeNavigation().header} />
      </SessionProvider>
    </MotionFeatures>,
  );
}

const seconds = (variants: Variants, name: 'hidden' | 'shown') =>
  (variants[name] as { transition: { duration: number } }).transition.duration;

/** Drawn where it belongs: fully opaque and not moved (no inline style, or one saying so). */
function expectAtRest(element: HTMLElement) {
  expect(element.style.opacity).toMatch(/^1?$/);
  expect(element.style.transform).toMatch(/^(none)?$/);
}

const menuPanel = () => screen.getByRole('dialog', { name: 'Menu' });
const aboutPanel = () =>
  document.getElementById(
    screen.getByRole('button', { name: 'About' }).getAttribute('aria-controls') ?? '',
  )!;

describe('the mobile menu’s motion', () => {
  it('slides in and out over 300 ms, the time SPEC §4 gives its close after a click', () => {
    expect(seconds(MOBILE_MENU_MOTION, 'shown')).toBe(0.3);
    expect(seconds(MOBILE_MENU_MOTION, 'hidden')).toBe(0.3);
  });

  it('slides in from the right edge, and leaves inert while it slides out', async () => {
    motionArrived({ reducedMotion: false });
    renderHeader();
    const opener = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    const panel = menuPanel();
    expect(panel.style.transform).toMatch(/^translateX\([1-9]/);
    await waitFor(() => expectAtRest(panel));

    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    expect(panel).toHaveAttribute('inert');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
  });

  it('neither slides in nor out under reduced motion', async () => {
    motionArrived({ reducedMotion: true });
    renderHeader();
    const opener = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    const panel = menuPanel();
    expectAtRest(panel);
    await userEvent.keyboard('{Escape}');
    expect(panel).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('the desktop dropdown’s motion', () => {
  it('fades in and out in 0.2 s', () => {
    expect(seconds(DROPDOWN_MOTION, 'shown')).toBe(0.2);
    expect(seconds(DROPDOWN_MOTION, 'hidden')).toBe(0.2);
  });

  it('fades in as it drops into place, and fades out inert once it closes', async () => {
    motionArrived({ reducedMotion: false });
    renderHeader();
    const about = screen.getByRole('button', { name: 'About' });
    about.focus();
    await userEvent.keyboard('{Enter}');
    const panel = aboutPanel();
    expect(panel).not.toHaveAttribute('hidden');
    expect(panel.style.transform).toMatch(/^translateY\(-/);
    await waitFor(() => expectAtRest(panel));

    await userEvent.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('hidden');
    expect(panel).toHaveAttribute('inert');
    await waitFor(() => expect(panel).toHaveAttribute('hidden'));
    expect(panel).not.toHaveAttribute('inert');
  });

  it('opens and closes at once under reduced motion', async () => {
    motionArrived({ reducedMotion: true });
    renderHeader();
    const about = screen.getByRole('button', { name: 'About' });
    about.focus();
    await userEvent.keyboard('{Enter}');
    expectAtRest(aboutPanel());
    await userEvent.keyboard('{Escape}');
    expect(aboutPanel()).toHaveAttribute('hidden');
  });
});
