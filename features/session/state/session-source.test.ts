// @vitest-environment jsdom
import {
  completeLogIn,
  logIn,
  logOut,
  refreshSession,
  signOutShortLived,
} from '@/lib/gateway/auth';
import { getCookie, setCookie } from '@/lib/cookies';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { clearAllCookies } from '@/tests/utils/cookies';
import { makeGatewaySession } from '@/tests/utils/session';
import { browserSessionCookies, SESSION_KIND_COOKIE } from './session-cookies';
import { createAppSessionSource, createGatewaySessionSource } from './session-source';
import { SessionEndedError } from './session-snapshot';

vi.mock('@/lib/gateway/auth', () => ({
  completeLogIn: vi.fn(),
  logIn: vi.fn(),
  logOut: vi.fn(),
  refreshSession: vi.fn(),
  signOutShortLived: vi.fn(),
}));

const session = makeGatewaySession({ longLived: true });
const source = createGatewaySessionSource(() => import('./session-gateway'), browserSessionCookies);

/** What the gateway's Set-Cookie leaves readable after a login. */
const gatewaySetsRefreshCookie = () => setCookie('website_refresh_token_available', 'true');

beforeEach(() => {
  vi.mocked(refreshSession).mockResolvedValue(session);
  vi.mocked(logIn).mockResolvedValue(session);
  vi.mocked(logOut).mockResolvedValue(undefined);
  vi.mocked(signOutShortLived).mockResolvedValue(undefined);
});

afterEach(() => {
  clearAllCookies();
  vi.clearAllMocks();
});

describe('the gateway session source', () => {
  it("asks for a long-lived session for 'Keep me signed in', and notes which kind it is", async () => {
    const grant = await source.logIn({
      email: 'alex@example.com',
      password: 'pw',
      keepSignedIn: true,
    });

    expect(logIn).toHaveBeenCalledWith({
      email: 'alex@example.com',
      password: 'pw',
      short_lived_refresh_token: 'false',
    });
    expect(grant).toEqual({ session, longLived: true });
    expect(getCookie(SESSION_KIND_COOKIE)).toBe('true');
  });

  it('asks for a short-lived session otherwise', async () => {
    await source.logIn({ email: 'alex@example.com', password: 'pw', keepSignedIn: false });
    expect(logIn).toHaveBeenCalledWith(
      expect.objectContaining({ short_lived_refresh_token: 'true' }),
    );
    expect(getCookie(SESSION_KIND_COOKIE)).toBe('false');
  });

  it("takes the gateway's word when it keeps a session short-lived (staff), whatever was asked", async () => {
    const staffSession = { ...session, short_lived_refresh_token: 'true' as const };
    vi.mocked(logIn).mockResolvedValue(staffSession);
    vi.mocked(refreshSession).mockResolvedValue(staffSession);
    const grant = await source.logIn({
      email: 'admin@example.com',
      password: 'pw',
      keepSignedIn: true,
    });
    expect(grant).toEqual({ session: staffSession, longLived: false });
    expect(getCookie(SESSION_KIND_COOKIE)).toBe('false');
    expect(await source.renew(true)).toEqual({ session: staffSession, longLived: false });
  });

  it("hands back a staff login's second factor, and finishes it with the code", async () => {
    const challenge = {
      second_factor: 'code' as const,
      challenge: 'c1',
      challenge_exp: '2026-03-15T10:10:00.000Z',
    };
    vi.mocked(logIn).mockResolvedValue(challenge);
    expect(
      await source.logIn({ email: 'admin@example.com', password: 'pw', keepSignedIn: true }),
    ).toEqual({ secondFactor: challenge });
    expect(getCookie(SESSION_KIND_COOKIE)).toBeUndefined();

    const staffSession = { ...session, short_lived_refresh_token: 'true' as const };
    vi.mocked(completeLogIn).mockResolvedValue({
      ...staffSession,
      recovery_codes: ['abcde-fghjk'],
    });
    expect(await source.completeLogIn('c1', '123456')).toEqual({
      grant: { session: staffSession, longLived: false },
      recoveryCodes: ['abcde-fghjk'],
    });
    expect(completeLogIn).toHaveBeenCalledWith({ challenge: 'c1', code: '123456' });
    expect(getCookie(SESSION_KIND_COOKIE)).toBe('false');
  });

  it('resumes nothing, asking nobody, without the refresh-available cookie', async () => {
    expect(source.canResume()).toBe(false);
    expect(await source.resume()).toBeNull();
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('resumes the kind of session the browser holds', async () => {
    gatewaySetsRefreshCookie();
    setCookie(SESSION_KIND_COOKIE, 'false');
    expect(await source.resume()).toEqual({ session, longLived: false });
    expect(refreshSession).toHaveBeenCalledWith(true, expect.anything());
  });

  it('takes a session that outlived the browser for a long-lived one', async () => {
    gatewaySetsRefreshCookie();
    expect(await source.resume()).toEqual({ session, longLived: true });
    expect(refreshSession).toHaveBeenCalledWith(false, expect.anything());
  });

  it('resumes nothing when the gateway refuses, and fails when it cannot be reached', async () => {
    gatewaySetsRefreshCookie();
    vi.mocked(refreshSession).mockRejectedValueOnce(new GatewayError('Session ended', 401));
    expect(await source.resume()).toBeNull();
    vi.mocked(refreshSession).mockRejectedValueOnce(new GatewayError('Unreachable', 500));
    await expect(source.resume()).rejects.toThrow('Unreachable');
  });

  it('logs a long-lived session out with the bearer call, a short-lived one by its cookie', async () => {
    await source.logOut(true);
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(signOutShortLived).not.toHaveBeenCalled();

    await source.logOut(false);
    expect(signOutShortLived).toHaveBeenCalledTimes(1);
  });

  it('still ends the session by its cookie when the bearer call fails', async () => {
    vi.mocked(logOut).mockRejectedValueOnce(new GatewayError('Session ended', 401));
    await source.logOut(true);
    expect(signOutShortLived).toHaveBeenCalledTimes(1);
  });

  it('clears the readable cookies when it forgets the session', () => {
    gatewaySetsRefreshCookie();
    setCookie(SESSION_KIND_COOKIE, 'true');
    source.forget();
    expect(getCookie('website_refresh_token_available')).toBeUndefined();
    expect(getCookie(SESSION_KIND_COOKIE)).toBeUndefined();
  });
});

describe("the mobile app's session source", () => {
  it("ends a renewal with the app's word when it has no session", async () => {
    const bridge = { requestSession: async () => null, watch: () => () => {}, logOut: () => {} };
    const app = createAppSessionSource(bridge, source);

    await expect(app.renew(false)).rejects.toBeInstanceOf(SessionEndedError);
  });
});
