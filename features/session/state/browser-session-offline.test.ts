// @vitest-environment jsdom
import { setCookie } from '@/lib/cookies';
import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import { makeGatewaySession } from '@/tests/utils/session';
import { getBrowserSession } from './browser-session';
import { refreshSession } from './session-gateway';

vi.mock('./session-gateway', async () => ({
  GatewayError: (await import('@/lib/gateway/gateway-error')).GatewayError,
  setAccessTokenProvider: vi.fn(),
  refreshSession: vi.fn(),
}));

describe("the browser's session without a signal (issue 47)", () => {
  it('resumes once the browser is back online, without a login', async () => {
    setCookie('website_refresh_token_available', 'true');
    setCookie('website_session_long_lived', 'true');
    vi.mocked(refreshSession).mockRejectedValueOnce(new GatewayError(NETWORK_ERROR_MESSAGE, 500));
    const session = getBrowserSession()?.session;

    await session?.start();
    expect(session?.getSnapshot()).toMatchObject({ status: 'restoring', offline: true });

    vi.mocked(refreshSession).mockResolvedValueOnce(makeGatewaySession({ longLived: true }));
    window.dispatchEvent(new Event('online'));

    await vi.waitFor(() =>
      expect(session?.getSnapshot()).toMatchObject({ status: 'signedIn', offline: false }),
    );
    expect(refreshSession).toHaveBeenCalledTimes(2);
  });
});
