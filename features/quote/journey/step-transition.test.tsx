import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepTransition } from './step-transition';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    })),
  );
}

afterEach(() => vi.unstubAllGlobals());

function renderStep() {
  render(<StepTransition>Step</StepTransition>);
  return screen.getByTestId('step-transition');
}

describe('StepTransition', () => {
  it('starts the step faded and offset, to slide it in', () => {
    preferReducedMotion(false);
    const step = renderStep();
    expect(step.style.opacity).toBe('0');
    expect(step.style.transform).toContain('24px');
  });

  it('shows the step at once under prefers-reduced-motion', () => {
    preferReducedMotion(true);
    const step = renderStep();
    expect(step.style.opacity).not.toBe('0');
    expect(step.style.transform).not.toContain('24px');
  });
});
