import { act, render } from '@testing-library/react';
import mitt from 'next/dist/shared/lib/mitt';
import { ProgressBar } from './progress-bar';

function setup() {
  const events = mitt();
  const { container } = render(<ProgressBar events={events} />);
  const bar = () => container.querySelector('[data-phase]');
  const emit = (type: string, ...args: unknown[]) => act(() => events.emit(type, ...args));
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { bar, emit, wait };
}

describe('ProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for a page change under 200 ms', () => {
    const { bar, emit, wait } = setup();
    emit('routeChangeStart', '/tips');
    wait(199);
    emit('routeChangeComplete', '/tips');
    wait(1000);
    expect(bar()).toBeNull();
  });

  it('appears after 200 ms, runs for 5 s and finishes when the page is ready', () => {
    const { bar, emit, wait } = setup();
    emit('routeChangeStart', '/tips');
    wait(199);
    expect(bar()).toBeNull();
    wait(1);
    expect(bar()).toHaveAttribute('data-phase', 'running');
    expect(bar()).toHaveStyle({ '--progress-run': '5000ms' });
    emit('routeChangeComplete', '/tips');
    expect(bar()).toHaveAttribute('data-phase', 'done');
    wait(400);
    expect(bar()).toBeNull();
  });

  it('turns red when the page change fails', () => {
    const { bar, emit, wait } = setup();
    emit('routeChangeStart', '/tips');
    wait(300);
    emit('routeChangeError', new Error('Failed to load'), '/tips');
    expect(bar()).toHaveAttribute('data-phase', 'failed');
    expect(bar()).toHaveClass('failed');
  });

  it('treats a cancelled page change as finished, not failed', () => {
    const { bar, emit, wait } = setup();
    emit('routeChangeStart', '/tips');
    wait(300);
    emit(
      'routeChangeError',
      Object.assign(new Error('Route Cancelled'), { cancelled: true }),
      '/tips',
    );
    expect(bar()).toHaveAttribute('data-phase', 'done');
  });
});
