import { READABLE_WITH_API_TOKEN } from '@/lib/gateway/contract/api-tokens';
import { CONTRACT_ENDPOINTS } from '@/tests/gateway/contract-endpoints';
import {
  createTestGateway,
  TEST_SITE_ORIGIN,
  type TestGateway,
} from '@/tests/gateway/test-gateway';
import { execute, sql } from './db/sql';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

describe('the gateway app', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const response = await gateway.request('/api/v1/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'This page could not be found',
      statusCode: 404,
    });
  });

  it('publishes every contract endpoint, its schemas and bearer security as OpenAPI 3.1', async () => {
    const response = await gateway.request('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of CONTRACT_ENDPOINTS) {
      const operation = document.paths[endpoint.path]?.[endpoint.method];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      const security =
        { bearer: [{ bearerAuth: [] }], 'optional-bearer': [{ bearerAuth: [] }, {}] }[
          endpoint.auth as string
        ] ?? [];
      expect(operation.security).toEqual(
        READABLE_WITH_API_TOKEN.includes(endpoint) ? [...security, { apiToken: [] }] : security,
      );
      expect(Object.keys(operation.responses)).toContain(String(endpoint.status));
    }
    expect(document.components.schemas).toHaveProperty('AccountState');
    expect(document.components.schemas).toHaveProperty('Error');
  });

  it('never shows a stack trace or SQL when something breaks', async () => {
    const session = await gateway.login('alex@example.com');
    await execute(gateway.database, sql`DROP TABLE daily_usage`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await gateway.as(session, '/api/v1/accounts/1/usage');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      message: 'Something went wrong on our side. Please try again in a few minutes.',
      statusCode: 500,
    });
    expect(text).not.toMatch(/daily_usage|SELECT|at \w+ \(/);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('lets the configured site call with credentials, and no other origin', async () => {
    const preflight = (origin: string) =>
      gateway.request('/api/v1/auth/login', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight(TEST_SITE_ORIGIN);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/);

    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets the configured site read any answer, errors too, and no other origin', async () => {
    const answer = (origin: string, path = '/api/v1/tariffs?region=12') =>
      gateway.request(path, { headers: { origin } });
    for (const allowed of [await answer(TEST_SITE_ORIGIN), await answer(TEST_SITE_ORIGIN, '/x')]) {
      expect(allowed.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      expect(allowed.headers.get('access-control-expose-headers')).toBe('Retry-After');
      expect(allowed.headers.get('vary')).toMatch(/\bOrigin\b/);
      expect(allowed.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const refused = await answer('https://evil.example');
    expect(refused.status).toBe(200);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('asks browsers not to cache account data', async () => {
    const session = await gateway.login('alex@example.com');
    const response = await gateway.as(session, '/api/v1/customers/me');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a body that is not sent as JSON', async () => {
    const response = await gateway.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'alex@example.com' }),
    });
    expect(response.status).toBe(415);
  });
});
