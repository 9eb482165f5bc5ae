// @vitest-environment jsdom
import { createReconnection, watchBrowserReconnectChances } from './reconnection';
import { RENEWAL_RETRY_FIRST_MS, RENEWAL_RETRY_MAX_MS } from './timing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a reconnection', () => {
  it('tries again after 5 s, then twice as long after each failure, never more than 5 minutes apart', () => {
    const retry = vi.fn();
    const reconnection = createReconnection(retry);
    const waits: number[] = [];

    for (let attempt = 0; attempt < 8; attempt += 1) {
      reconnection.lost(new Error('offline'));
      const before = retry.mock.calls.length;
      let waited = 0;
      while (retry.mock.calls.length === before) {
        vi.advanceTimersByTime(1000);
        waited += 1000;
      }
      waits.push(waited);
    }

    expect(waits).toEqual([5, 10, 20, 40, 80, 160, 300, 300].map((seconds) => seconds * 1000));
    expect(RENEWAL_RETRY_FIRST_MS).toBe(5000);
    expect(RENEWAL_RETRY_MAX_MS).toBe(300_000);
  });

  it('keeps the failure until stopped, and then tries no more', () => {
    const retry = vi.fn();
    const reconnection = createReconnection(retry);
    const failure = new Error('offline');

    reconnection.lost(failure);
    expect(reconnection.failure).toBe(failure);
    reconnection.stop();
    vi.advanceTimersByTime(RENEWAL_RETRY_MAX_MS);

    expect(reconnection.failure).toBeNull();
    expect(retry).not.toHaveBeenCalled();
  });

  it('starts again from 5 s after a stop', () => {
    const retry = vi.fn();
    const reconnection = createReconnection(retry);
    reconnection.lost(new Error('offline'));
    reconnection.lost(new Error('offline'));
    reconnection.stop();

    reconnection.lost(new Error('offline'));
    vi.advanceTimersByTime(RENEWAL_RETRY_FIRST_MS);

    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries again at every chance the browser gives while lost, and watches only then', () => {
    const retry = vi.fn();
    const reconnection = createReconnection(retry, (onChance) =>
      watchBrowserReconnectChances(window, onChance),
    );
    window.dispatchEvent(new Event('online'));
    expect(retry).not.toHaveBeenCalled();

    reconnection.lost(new Error('offline'));
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('pageshow'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(retry).toHaveBeenCalledTimes(3);

    reconnection.stop();
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(3);
  });
});

describe("the browser's chances to reconnect", () => {
  it('are back online, a page shown again, and a tab made visible, not one hidden', () => {
    const onChance = vi.fn();
    const stop = watchBrowserReconnectChances(window, onChance);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');

    document.dispatchEvent(new Event('visibilitychange'));
    expect(onChance).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('pageshow'));
    expect(onChance).toHaveBeenCalledTimes(3);

    stop();
    window.dispatchEvent(new Event('online'));
    expect(onChance).toHaveBeenCalledTimes(3);
  });
});
