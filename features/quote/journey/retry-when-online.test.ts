// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRetryWhenOnline } from './retry-when-online';

describe('useRetryWhenOnline', () => {
  it('says it is waiting and runs the call again once back online', () => {
    const call = vi.fn();
    const { result } = renderHook(() => useRetryWhenOnline());
    expect(result.current.offline).toBe(false);

    act(() => result.current.retryWhenOnline(call));
    expect(result.current.offline).toBe(true);
    expect(call).not.toHaveBeenCalled();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(call).toHaveBeenCalledOnce();
    expect(result.current.offline).toBe(false);

    act(() => void window.dispatchEvent(new Event('online')));
    expect(call).toHaveBeenCalledOnce();
  });
});
