import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConsentPage } from '@/tests/utils/consent-page';
import { clearAllCookies } from '@/tests/utils/cookies';
import { motionArrived, MotionFeatures } from '@/tests/utils/motion';

/** jsdom lays nothing out, so it has no ResizeObserver: this one never reports. */
class SilentResizeObserver {
  observe() {}
  disconnect() {}
}

const banner = () => screen.getByRole('region', { name: 'Cookie consent' });

describe('the cookie banner’s motion', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', SilentResizeObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearAllCookies();
    delete window.dataLayer;
  });

  it('is drawn where it rests, never moved or faded, while no choice is made', () => {
    motionArrived({ reducedMotion: false });
    renderConsentPage({ wrapper: MotionFeatures });
    expect(banner()).not.toHaveAttribute('style');
  });

  it('slides down out of the window once a choice is made, inert, focus already on the content', async () => {
    motionArrived({ reducedMotion: false });
    renderConsentPage({ wrapper: MotionFeatures });
    const leaving = banner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));

    expect(leaving).toHaveAttribute('inert');
    expect(screen.getByRole('main')).toHaveFocus();
    await waitFor(() => expect(leaving.style.transform).toMatch(/^translateY\([1-9]/));
    await waitFor(() => expect(leaving).not.toBeInTheDocument());
  });

  it('goes at once under reduced motion', async () => {
    motionArrived({ reducedMotion: true });
    renderConsentPage({ wrapper: MotionFeatures });
    const leaving = banner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(leaving).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
