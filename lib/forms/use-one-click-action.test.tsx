import { act, renderHook } from '@testing-library/react';
import { SERVER_ERROR_MESSAGE } from '../gateway/contract/messages';
import { GatewayError } from '../gateway/gateway-error';
import { useOneClickAction } from './use-one-click-action';

const refused = (statusCode: number, message: string) => new GatewayError(message, statusCode);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useOneClickAction', () => {
  it('is busy while it sends, then hands the result on', async () => {
    const answer = deferred<string>();
    const onDone = vi.fn();
    const { result } = renderHook(() => useOneClickAction(() => answer.promise, { onDone }));
    act(() => result.current.run());
    expect(result.current.working).toBe(true);
    await act(async () => answer.resolve('renewed'));
    expect(result.current.working).toBe(false);
    expect(onDone).toHaveBeenCalledWith('renewed');
    expect(result.current.alert).toBeNull();
  });

  it('sends once however often it is pressed while sending', async () => {
    const answer = deferred<void>();
    const action = vi.fn(() => answer.promise);
    const { result } = renderHook(() => useOneClickAction(action, { onDone: vi.fn() }));
    act(() => {
      result.current.run();
      result.current.run();
    });
    await act(async () => answer.resolve());
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('says why a send failed in the gateway’s words, or in general ones', async () => {
    const failures = [refused(409, 'We are already renewing your tariff.'), new Error('offline')];
    const { result } = renderHook(() =>
      useOneClickAction(() => Promise.reject(failures.shift()), { onDone: vi.fn() }),
    );
    await act(async () => result.current.run());
    expect(result.current.alert).toBe('We are already renewing your tariff.');
    await act(async () => result.current.run());
    expect(result.current.alert).toBe(SERVER_ERROR_MESSAGE);
    act(() => result.current.clearAlert());
    expect(result.current.alert).toBeNull();
  });

  it('shows nothing for a failure that is what was asked, and acts on every failure', async () => {
    const onFailure = vi.fn((error: unknown) => (error as GatewayError).statusCode === 404);
    const errors = [refused(404, 'Nothing booked.'), refused(422, 'That slot has gone.')];
    const { result } = renderHook(() =>
      useOneClickAction(() => Promise.reject(errors.shift()), { onDone: vi.fn(), onFailure }),
    );
    await act(async () => result.current.run());
    expect(result.current.alert).toBeNull();
    await act(async () => result.current.run());
    expect(result.current.alert).toBe('That slot has gone.');
    expect(onFailure).toHaveBeenCalledTimes(2);
  });
});
