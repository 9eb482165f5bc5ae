import { act, render, screen } from '@testing-library/react';
import { useClock } from './use-clock';

const START = Date.parse('2026-11-21T09:00:00Z');

beforeEach(() => vi.useFakeTimers({ now: START }));
afterEach(() => vi.useRealTimers());

/** Reads the clock on the next whole minute, until 09:02. */
const toNextMinute = (now: number) =>
  now >= START + 2 * 60_000 ? null : 60_000 - ((now - START) % 60_000);

function Minutes() {
  const now = useClock(toNextMinute);
  return <p>{(now - START) / 60_000} minutes</p>;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useClock', () => {
  it('reads the time again only when the delay says, and stops when it says never', async () => {
    render(<Minutes />);
    expect(screen.getByText('0 minutes')).toBeInTheDocument();
    await advance(59_999);
    expect(screen.getByText('0 minutes')).toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('1 minutes')).toBeInTheDocument();
    await advance(60_000);
    expect(screen.getByText('2 minutes')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });
});
