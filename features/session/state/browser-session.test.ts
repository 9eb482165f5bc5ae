// @vitest-environment jsdom
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeAccountSummary, makeCustomer } from '@/tests/utils/account';
import { getBrowserSession } from './browser-session';
import { setAccessTokenProvider } from './session-gateway';

vi.mock('./session-gateway', () => ({
  setAccessTokenProvider: vi.fn(),
  getMe: vi.fn(async () => ({ customer: makeCustomer(), accounts: [makeAccountSummary()] })),
  getAccountState: vi.fn(async () => makeAccountState()),
}));

describe("the browser's session", () => {
  it('is one per tab', () => {
    expect(getBrowserSession()).toBe(getBrowserSession());
  });

  it('hands the gateway client its token provider when the client first loads', async () => {
    const stores = getBrowserSession();
    await stores?.session.start();
    stores?.userStatus.load('alex@example.com');
    await vi.waitFor(() => expect(stores?.userStatus.getSnapshot().phase).toBe('ready'));

    expect(setAccessTokenProvider).toHaveBeenCalledTimes(1);
    const provider = vi.mocked(setAccessTokenProvider).mock.calls[0]?.[0];
    // Nobody is signed in: the provider says so rather than sending a stale token.
    expect(await provider?.()).toBeNull();
  });
});
