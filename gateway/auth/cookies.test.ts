import { DEMO_PASSWORD } from '../seed/personas';

/** A test gateway for a site configured at `siteUrl` (NEXT_PUBLIC_SITE_URL). */
async function gatewayForSiteAt(siteUrl: string) {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', siteUrl);
  vi.stubEnv('GATEWAY_JWT_SECRET', 'j'.repeat(32));
  const { createTestGateway } = await import('@/tests/gateway/test-gateway');
  return createTestGateway();
}

/** The Set-Cookie headers of a login sent to `url`, whose host the request names. */
async function loginCookies(siteUrl: string, url: string): Promise<string[]> {
  const gateway = await gatewayForSiteAt(siteUrl);
  const response = await gateway.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'alex@example.com',
      password: DEMO_PASSWORD,
      short_lived_refresh_token: 'false',
    }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie();
}

const isSecure = (setCookie: string) => /;\s*Secure(;|$)/i.test(setCookie);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the refresh and device cookies’ Secure flag', () => {
  it('is set for a site on https, even on a request naming plain-http localhost', async () => {
    const cookies = await loginCookies(
      'https://www.so.energy',
      'http://localhost/api/v1/auth/login',
    );
    // The refresh cookie at each of its paths, the short-lived one and site-wide ones cleared,
    // the flag and the device cookie.
    expect(cookies).toHaveLength(10);
    expect(cookies.filter(isSecure)).toEqual(cookies);
  });

  it('is left off only for a site configured on plain http, whatever host is named', async () => {
    const cookies = await loginCookies(
      'http://localhost:3000',
      'https://api.so.energy/api/v1/auth/login',
    );
    expect(cookies).toHaveLength(10);
    expect(cookies.filter(isSecure)).toEqual([]);
  });

  it('is set on the cookies sign-out clears, for a site on https', async () => {
    const gateway = await gatewayForSiteAt('https://www.so.energy');
    const response = await gateway.app.request('http://localhost/users/sign_out', {
      method: 'POST',
    });
    expect(response.status).toBe(204);
    const cleared = response.headers.getSetCookie();
    // Both refresh cookies at each of their paths and site-wide, and the flag.
    expect(cleared).toHaveLength(9);
    expect(cleared.filter(isSecure)).toEqual(cleared);
  });
});
