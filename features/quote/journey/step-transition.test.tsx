import { render, screen, waitFor } from '@testing-library/react';
import { motionArrived } from '@/tests/utils/motion';
import { StepTransition } from './step-transition';

const renderStep = () =>
  render(
    <StepTransition>
      <h1>Your energy use</h1>
    </StepTransition>,
  );

const frame = () => screen.getByTestId('step-transition');

/** Drawn where it belongs: fully opaque and not moved (no inline style, or one saying so). */
function expectAtRest(element: HTMLElement) {
  expect(element.style.opacity).toMatch(/^1?$/);
  expect(element.style.transform).toMatch(/^(none)?$/);
}

describe('StepTransition', () => {
  it('shows the step in place before the motion code has arrived', () => {
    renderStep();
    expect(screen.getByRole('heading', { name: 'Your energy use' })).toBeVisible();
    expectAtRest(frame());
  });

  it('slides the step 24 px in from the right as it fades in, then rests in place', async () => {
    motionArrived({ reducedMotion: false });
    renderStep();
    expect(frame().style.opacity).toBe('0');
    expect(frame().style.transform).toBe('translateX(24px)');
    await waitFor(() => expectAtRest(frame()));
  });

  it('neither slides nor fades under reduced motion', () => {
    motionArrived({ reducedMotion: true });
    renderStep();
    expectAtRest(frame());
  });
});
