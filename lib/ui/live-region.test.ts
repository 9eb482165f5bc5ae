// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { announce } from './live-region';

describe('announce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('puts a polite message in a status live region', () => {
    announce('Your meter reading was saved');
    vi.runAllTimers();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Your meter reading was saved');
  });

  it('puts an assertive message in an alert region', () => {
    announce('We could not save your reading', 'assertive');
    vi.runAllTimers();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not save your reading');
  });

  it('empties the region first so the same message is read again', () => {
    announce('Menu closed');
    vi.runAllTimers();
    announce('Menu closed');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    vi.runAllTimers();
    expect(screen.getByRole('status')).toHaveTextContent('Menu closed');
  });

  it('reuses one region per politeness', () => {
    announce('One');
    announce('Two');
    vi.runAllTimers();
    expect(document.querySelectorAll('[data-live-region="polite"]')).toHaveLength(1);
  });
});
