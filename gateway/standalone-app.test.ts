import { standaloneApp } from './standalone-app';
import { createTestGateway } from '@/tests/gateway/test-gateway';

const SITE = 'https://www.so.energy';

async function standalone() {
  const gateway = await createTestGateway();
  return standaloneApp(gateway.app, [SITE]);
}

describe('the gateway on an origin of its own', () => {
  it('answers JSON that loads nothing and is never framed, with HSTS and nosniff', async () => {
    const response = await (await standalone()).request('/api/v1/tariffs?region=12');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['a cross-site request with no Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a sign-out from %s with 403', async (_case, headers) => {
    const response = await (
      await standalone()
    ).request('/users/sign_out', {
      method: 'POST',
      headers,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'This request came from another website, so it was refused.',
      statusCode: 403,
    });
  });

  it.each([
    ['our site, from its origin', { origin: SITE, 'sec-fetch-site': 'cross-site' }],
    ['no web page at all', {}],
  ])('signs out a request from %s', async (_case, headers) => {
    const response = await (
      await standalone()
    ).request('/users/sign_out', {
      method: 'POST',
      headers,
    });
    expect(response.status).not.toBe(403);
    expect(response.status).toBeLessThan(500);
  });
});
