import { MemoryStore } from 'hono-rate-limiter';
import { z } from 'zod';
import { ACCOUNT_SECTIONS } from '@/lib/gateway/contract/account-sections';
import {
  API_TOKEN_REQUESTS_PER_MINUTE,
  MAX_LIVE_API_TOKENS,
  apiTokenList,
  createdApiToken,
} from '@/lib/gateway/contract/api-tokens';
import { readingHistory } from '@/lib/gateway/contract/readings';
import { UNKNOWN_ACCOUNT_ANSWER, answerOf } from '@/tests/gateway/answers';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';
import { queryAll } from '../db/sql';
import { API_TOKEN_NOT_ACCEPTED, API_TOKEN_NOT_VALID } from './authenticate-api-token';
import { API_TOKEN_NAME_TAKEN, TOO_MANY_API_TOKENS } from './routes';
import { apiTokenHash } from './token-secret';

const TOKENS = '/api/v1/customers/me/api-tokens';

let gateway: TestGateway;
let alex: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  alex = await gateway.login('alex@example.com');
});

async function create(name: string, session = alex) {
  const response = await gateway.as(session, TOKENS, { method: 'POST', json: { name } });
  expect(response.status).toBe(201);
  return createdApiToken.parse(await response.json());
}

const withToken = (token: string, path: string, init: RequestInit = {}) =>
  gateway.request(path, { ...init, headers: { authorization: `Bearer ${token}` } });

const listOf = async (session = alex) =>
  apiTokenList.parse(await (await gateway.as(session, TOKENS)).json()).tokens;

describe('creating, listing and revoking tokens', () => {
  it('gives the token once, keeps only its SHA-256, and lists it by name and dates', async () => {
    const created = await create('  Home Assistant ');
    expect(created).toMatchObject({ name: 'Home Assistant', lastUsedAt: null });
    expect(created.token).toMatch(/^sopat_[A-Za-z0-9_-]{43}$/);
    const rows = await queryAll(
      gateway.database,
      z.object({ token_hash: z.string() }),
      gateway.database.selectFrom('personal_api_tokens').select('token_hash'),
    );
    expect(rows).toEqual([{ token_hash: apiTokenHash(created.token) }]);
    expect(apiTokenHash(created.token)).toMatch(/^[0-9a-f]{64}$/);
    expect(await listOf()).toEqual([
      { id: created.id, name: 'Home Assistant', createdAt: created.createdAt, lastUsedAt: null },
    ]);
    expect(JSON.stringify(await listOf())).not.toContain(created.token);
  });

  it('refuses a blank name, a long one, and one a live token has in any case', async () => {
    for (const name of ['   ', 'x'.repeat(61)]) {
      const response = await gateway.as(alex, TOKENS, { method: 'POST', json: { name } });
      expect(response.status).toBe(400);
    }
    await create('Grafana');
    const response = await gateway.as(alex, TOKENS, { method: 'POST', json: { name: 'grafana' } });
    expect(await answerOf(response)).toEqual({
      status: 422,
      body: {
        message: API_TOKEN_NAME_TAKEN,
        statusCode: 422,
        fields: [{ path: 'body.name', message: API_TOKEN_NAME_TAKEN }],
      },
    });
  });

  it(`holds at most ${MAX_LIVE_API_TOKENS} live tokens; a revoked one frees its place and its name`, async () => {
    const made = [];
    for (let i = 1; i <= MAX_LIVE_API_TOKENS; i += 1) made.push(await create(`Script ${i}`));
    const over = await gateway.as(alex, TOKENS, { method: 'POST', json: { name: 'One more' } });
    expect(over.status).toBe(422);
    expect((await over.json()).message).toBe(TOO_MANY_API_TOKENS);
    const revoked = await gateway.as(alex, `${TOKENS}/${made[0]?.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    expect((await create('Script 1')).name).toBe('Script 1');
  });

  it("revokes only the customer's own live tokens (404 for anyone else's, and twice)", async () => {
    const token = await create('Spreadsheet');
    const sam = await gateway.login('sam@example.com');
    expect((await gateway.as(sam, `${TOKENS}/${token.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await listOf(sam)).toEqual([]);
    expect((await gateway.as(alex, `${TOKENS}/${token.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await gateway.as(alex, `${TOKENS}/${token.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect(await listOf()).toEqual([]);
  });

  it('cannot be made, listed or revoked with a personal token', async () => {
    const { token, id } = await create('Scripts');
    for (const [path, method] of [
      [TOKENS, 'GET'],
      [TOKENS, 'POST'],
      [`${TOKENS}/${id}`, 'DELETE'],
    ] as const) {
      const response = await withToken(token, path, { method });
      expect(await answerOf(response)).toEqual({
        status: 401,
        body: { message: API_TOKEN_NOT_ACCEPTED, statusCode: 401 },
      });
    }
  });
});

describe("what a token reads: its customer's own accounts' usage, readings and bills", () => {
  it('reads readings, usage and bills as the session does', async () => {
    const { token } = await create('Readings');
    for (const path of [
      '/api/v1/accounts/1/readings',
      '/api/v1/accounts/1/usage?granularity=month&from=2026-01-01&to=2026-03-01',
      '/api/v1/accounts/1/bills',
      '/api/v1/accounts/1/bills/1',
    ]) {
      const bySession = await answerOf(await gateway.as(alex, path));
      expect(bySession.status).toBe(200);
      expect(await answerOf(await withToken(token, path))).toEqual(bySession);
    }
    const readings = readingHistory.parse(
      await (await withToken(token, '/api/v1/accounts/1/readings')).json(),
    );
    expect(readings.meterPoints.length).toBeGreaterThan(0);
  });

  it('never writes, and every other endpoint refuses it with 401', async () => {
    const { token } = await create('Read only');
    const refused = [
      ['/api/v1/accounts/1/readings', 'POST'],
      ['/api/v1/accounts/1/agreements', 'GET'],
      ['/api/v1/accounts/1/payments', 'GET'],
      ['/api/v1/accounts/1/transactions', 'GET'],
      ['/api/v1/customers/me', 'GET'],
      ['/api/v1/auth/sessions', 'GET'],
    ] as const;
    for (const [path, method] of refused) {
      const response = await withToken(token, path, { method });
      expect([path, method, response.status]).toEqual([path, method, 401]);
    }
  });

  it("answers another customer's account as one that does not exist (404)", async () => {
    const { token } = await create('Mine only');
    const response = await withToken(token, '/api/v1/accounts/2/readings');
    expect(await answerOf(response)).toEqual(UNKNOWN_ACCOUNT_ANSWER);
  });

  it("keeps the account's rules: a restricted account's readings are refused in the screen's words", async () => {
    const jo = await gateway.login('jo@example.com');
    const { token } = await create('Jo', jo);
    const response = await withToken(token, '/api/v1/accounts/4/readings');
    const restricted = ACCOUNT_SECTIONS.readings.customer.map((rule) => rule.reason);
    expect(response.status).toBe(403);
    expect(restricted).toContain((await response.json()).message);
    expect((await withToken(token, '/api/v1/accounts/4/bills')).status).toBe(200);
  });

  it('stops working once revoked, and a made-up token never works', async () => {
    const { token, id } = await create('Soon gone');
    expect((await withToken(token, '/api/v1/accounts/1/readings')).status).toBe(200);
    await gateway.as(alex, `${TOKENS}/${id}`, { method: 'DELETE' });
    for (const tried of [token, `sopat_${'A'.repeat(43)}`, 'sopat_short']) {
      expect(await answerOf(await withToken(tried, '/api/v1/accounts/1/readings'))).toEqual({
        status: 401,
        body: { message: API_TOKEN_NOT_VALID, statusCode: 401 },
      });
    }
  });

  it('records when it was last used, at most once a minute', async () => {
    const { token } = await create('Poller');
    const read = () => withToken(token, '/api/v1/accounts/1/bills');
    await read();
    const first = gateway.clock.now().toISOString();
    expect((await listOf())[0]?.lastUsedAt).toBe(first);
    gateway.clock.advance(30_000);
    await read();
    expect((await listOf())[0]?.lastUsedAt).toBe(first);
    gateway.clock.advance(30_000);
    await read();
    expect((await listOf())[0]?.lastUsedAt).toBe(gateway.clock.now().toISOString());
  });

  it(`allows each token ${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute, then 429 with Retry-After`, async () => {
    const { token } = await create('Busy');
    const other = await create('Quiet');
    const read = (t: string) => withToken(t, '/api/v1/accounts/1/bills');
    for (let i = 0; i < API_TOKEN_REQUESTS_PER_MINUTE; i += 1) {
      expect((await read(token)).status).toBe(200);
    }
    const refused = await read(token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^This API token has made 60 requests/);
    expect((await read(other.token)).status).toBe(200);
    expect((await gateway.as(alex, '/api/v1/accounts/1/bills')).status).toBe(200);
  });
});

it("counts each token's requests in the gateway's limit store, under apiTokens", async () => {
  const counts = new MemoryStore();
  const asked: string[] = [];
  gateway = await createTestGateway({
    rateLimitStores: (name) => (
      asked.push(name),
      name === 'apiTokens' ? counts : new MemoryStore()
    ),
  });
  alex = await gateway.login('alex@example.com');
  const { token } = await create('Counted');
  for (let i = 0; i < 3; i += 1) await withToken(token, '/api/v1/accounts/1/readings');
  expect(asked).toContain('apiTokens');
  expect((await counts.get(apiTokenHash(token)))?.totalHits).toBe(3);
});

describe('the OpenAPI document', () => {
  it('declares the apiToken scheme and which endpoints accept it', async () => {
    const document = await (await gateway.request('/api/v1/openapi.json')).json();
    expect(document.components.securitySchemes.apiToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.components.securitySchemes.apiToken.description).toContain(TOKENS);
    const accepts = (path: string, method: string) =>
      JSON.stringify(document.paths[path][method].security).includes('apiToken');
    expect(accepts('/api/v1/accounts/{id}/readings', 'get')).toBe(true);
    expect(accepts('/api/v1/accounts/{id}/usage', 'get')).toBe(true);
    expect(accepts('/api/v1/accounts/{id}/bills', 'get')).toBe(true);
    expect(accepts('/api/v1/accounts/{id}/bills/{billId}', 'get')).toBe(true);
    expect(Object.keys(document.paths['/api/v1/accounts/{id}/readings'].get.responses)).toEqual(
      expect.arrayContaining(['401', '403', '404', '429']),
    );
    expect(accepts('/api/v1/accounts/{id}/readings', 'post')).toBe(false);
    expect(accepts('/api/v1/accounts/{id}/agreements', 'get')).toBe(false);
  });
});
