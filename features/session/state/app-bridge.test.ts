// @vitest-environment jsdom
import { makeGatewaySession } from '@/tests/utils/session';
import {
  APP_USER_AGENT_MARKER,
  AppBridgeError,
  createAppBridge,
  isInAppWebview,
} from './app-bridge';

const session = makeGatewaySession({ now: Date.parse('2026-11-21T09:00:00Z'), longLived: true });

function appSays(data: unknown, source: MessageEventSource | null = null) {
  window.dispatchEvent(new MessageEvent('message', { data, source }));
}

afterEach(() => {
  delete window.ReactNativeWebView;
  vi.useRealTimers();
});

describe('isInAppWebview', () => {
  it('recognises the app by its bridge or by its user-agent marker', () => {
    expect(isInAppWebview(window)).toBe(false);
    window.ReactNativeWebView = { postMessage: vi.fn() };
    expect(isInAppWebview(window)).toBe(true);
    delete window.ReactNativeWebView;
    const agent = vi
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue(`Mozilla/5.0 ${APP_USER_AGENT_MARKER}/4.2`);
    expect(isInAppWebview(window)).toBe(true);
    agent.mockRestore();
  });
});

describe('the app bridge', () => {
  it('asks the app for the token and resolves with its update', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const request = createAppBridge(window).requestSession();

    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'REQUEST_TOKEN' }));
    appSays(JSON.stringify({ type: 'UPDATE_TOKEN', session, longLived: true }));
    await expect(request).resolves.toEqual({ session, longLived: true });
  });

  it('resolves with null when the app has no session', async () => {
    window.ReactNativeWebView = { postMessage: vi.fn() };
    const request = createAppBridge(window).requestSession();
    appSays({ type: 'UPDATE_TOKEN', session: null });
    await expect(request).resolves.toBeNull();
  });

  it('ignores other messages and messages from other windows', async () => {
    vi.useFakeTimers();
    window.ReactNativeWebView = { postMessage: vi.fn() };
    const request = createAppBridge(window, { timeoutMs: 1000 }).requestSession();
    const outcome = request.then(
      (grant) => grant,
      (error: unknown) => error,
    );

    appSays('not json');
    appSays({ type: 'SOMETHING_ELSE' });
    appSays({ type: 'UPDATE_TOKEN', session }, new MessageChannel().port1);
    await vi.advanceTimersByTimeAsync(1000);

    expect(await outcome).toBeInstanceOf(AppBridgeError);
  });

  it('tells the app when the customer signs out', () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    createAppBridge(window).logOut();
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'LOGOUT' }));
  });
});
