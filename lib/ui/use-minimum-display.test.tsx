import { act, renderHook } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MINIMUM_DISPLAY_MS, useMinimumDisplay } from './use-minimum-display';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderLoading(loading: boolean) {
  return renderHook(({ loading }) => useMinimumDisplay(loading), { initialProps: { loading } });
}

describe('useMinimumDisplay', () => {
  it('is SPEC §9’s 200 ms', () => {
    expect(MINIMUM_DISPLAY_MS).toBe(200);
  });

  it('shows at once, with no delay first', () => {
    expect(renderLoading(true).result.current).toBe(true);
  });

  it('never shows for something already there', () => {
    const { result } = renderLoading(false);
    expect(result.current).toBe(false);
    advance(1_000);
    expect(result.current).toBe(false);
  });

  it('holds a placeholder whose wait ends early until 200 ms after it showed', () => {
    const { result, rerender } = renderLoading(true);
    advance(50);
    rerender({ loading: false });
    expect(result.current).toBe(true);
    advance(149);
    expect(result.current).toBe(true);
    advance(1);
    expect(result.current).toBe(false);
  });

  it('hides a placeholder shown longer than 200 ms as soon as the wait ends', () => {
    const { result, rerender } = renderLoading(true);
    advance(500);
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });

  it('counts the 200 ms again each time it shows afresh', () => {
    const { result, rerender } = renderLoading(true);
    rerender({ loading: false });
    advance(200);
    expect(result.current).toBe(false);

    rerender({ loading: true });
    advance(150);
    rerender({ loading: false });
    expect(result.current).toBe(true);
    advance(50);
    expect(result.current).toBe(false);
  });

  it('keeps showing through a wait that ends and starts again within the 200 ms', () => {
    const { result, rerender } = renderLoading(false);
    rerender({ loading: true });
    advance(50);
    rerender({ loading: false });
    advance(50);
    rerender({ loading: true });
    advance(100);
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });

  it("counts one in the server's HTML as shown since the page first painted", async () => {
    function Screen({ loading }: { loading: boolean }) {
      return <p>{useMinimumDisplay(loading) ? 'Loading' : 'Your account'}</p>;
    }
    const page = document.createElement('div');
    page.innerHTML = renderToString(<Screen loading />);
    document.body.append(page);
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([
      { startTime: 1_000 } as PerformanceEntry,
    ]);
    vi.spyOn(performance, 'now').mockReturnValue(1_150);

    let root!: Root;
    await act(() => {
      root = hydrateRoot(page, <Screen loading />);
    });
    await act(() => root.render(<Screen loading={false} />));
    expect(page).toHaveTextContent('Loading');
    advance(49);
    expect(page).toHaveTextContent('Loading');
    advance(1);
    expect(page).toHaveTextContent('Your account');
    act(() => root.unmount());
    page.remove();
  });
});
