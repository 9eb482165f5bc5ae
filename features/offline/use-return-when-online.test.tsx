import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReturnWhenOnline } from './use-return-when-online';

let online = false;

beforeEach(() => {
  vi.useFakeTimers();
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  window.history.replaceState(null, '', '/accounts/readings');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const goOnline = async () => {
  online = true;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
};

describe('useReturnWhenOnline', () => {
  it('loads the page asked for again once online and the site answers it', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null)));
    vi.stubGlobal('fetch', fetch);
    const reload = vi.fn();
    renderHook(() => useReturnWhenOnline(reload));
    await act(async () => vi.advanceTimersByTime(5000));
    expect(reload).not.toHaveBeenCalled();
    await goOnline();
    expect(fetch).toHaveBeenCalledWith(
      '/accounts/readings',
      expect.objectContaining({ method: 'HEAD' }),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps trying while online until the site answers, even with no online event', async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response(null));
    vi.stubGlobal('fetch', fetch);
    const reload = vi.fn();
    online = true;
    renderHook(() => useReturnWhenOnline(reload));
    await act(async () => vi.advanceTimersByTime(2000));
    expect(reload).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays on /offline opened by its own address', async () => {
    window.history.replaceState(null, '', '/offline');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null))),
    );
    const reload = vi.fn();
    renderHook(() => useReturnWhenOnline(reload));
    await goOnline();
    await act(async () => vi.advanceTimersByTime(5000));
    expect(reload).not.toHaveBeenCalled();
  });
});
