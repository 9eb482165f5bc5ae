import type { Endpoint } from '@/lib/gateway/contract/endpoint';
import { CONTRACT_ENDPOINTS, pathOf } from '@/tests/gateway/contract-endpoints';
import { answerOf } from '@/tests/gateway/answers';
import { snapshotRows } from '@/tests/gateway/db-snapshot';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';
import {
  prepareFor,
  validBodyFor,
  validCallerFor,
  validQueryFor,
} from '@/tests/gateway/valid-requests';

const snapshot = (gateway: TestGateway) => snapshotRows(gateway.database);

const withBody = CONTRACT_ENDPOINTS.filter((endpoint) => endpoint.body);
const withId = CONTRACT_ENDPOINTS.filter((endpoint) => endpoint.path.includes('{id}'));

const MALFORMED: readonly [string, string][] = [
  ['not JSON', '{"email": '],
  ['a JSON array', '[]'],
  ['a string', '"hello"'],
  ['an object with the wrong fields', '{"unexpected": true, "readOn": 12}'],
];

let gateway: TestGateway;
let alex: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  alex = await gateway.login('alex@example.com');
});

function send(
  endpoint: Endpoint,
  session: LoggedIn,
  params: Record<string, number | string>,
  body?: string,
) {
  return gateway.request(`${pathOf(endpoint, params)}${validQueryFor(endpoint)}`, {
    method: endpoint.method.toUpperCase(),
    headers: {
      authorization: `Bearer ${session.token}`,
      cookie: session.cookie,
      'content-type': 'application/json',
    },
    body,
  });
}

describe.each(
  withBody.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
)('%s', (_name, endpoint) => {
  // The account may use the endpoint's section: the body is read only then.
  beforeEach(() => prepareFor(endpoint, gateway.database));

  it.each(MALFORMED)('rejects %s with 400 and changes no row', async (_case, body) => {
    const before = await snapshot(gateway);
    const response = await send(endpoint, alex, { id: 1 }, body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.statusCode).toBe(400);
    expect(error.fields.length).toBeGreaterThan(0);
    for (const field of error.fields) expect(field.path).toMatch(/^body\b/);
    expect(await snapshot(gateway)).toBe(before);
  });

  it('names each invalid field path', async () => {
    const valid = validBodyFor(endpoint);
    const broken = { ...(typeof valid === 'object' ? valid : {}), unexpected: 1 };
    const response = await send(endpoint, alex, { id: 1 }, JSON.stringify(broken));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/body/);
  });

  // PostgreSQL refuses text with a NUL in it: the request must be refused before it gets there.
  it('refuses a NUL character in a text field with 400 naming it, and changes no row', async () => {
    const valid = validBodyFor(endpoint);
    const text = Object.entries(typeof valid === 'object' && valid !== null ? valid : {}).find(
      ([, value]) => typeof value === 'string',
    );
    const field = text?.[0] ?? 'note';
    const before = await snapshot(gateway);
    const response = await send(
      endpoint,
      alex,
      { id: 1 },
      JSON.stringify({ ...(valid as object), [field]: `${text?.[1] ?? ''}\u0000` }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([
      { path: `body.${field}`, message: 'must not contain the NUL character (U+0000)' },
    ]);
    expect(await snapshot(gateway)).toBe(before);
  });
});

describe.each(withId.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  '%s',
  (_name, endpoint) => {
    const body = () => (endpoint.body ? JSON.stringify(validBodyFor(endpoint)) : undefined);

    it('rejects an id that is not a number with 400 naming params.id', async () => {
      const response = await send(endpoint, alex, { id: 'abc', billId: 1 }, body());
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toContainEqual(
        expect.objectContaining({ path: 'params.id' }),
      );
    });

    // Alex's id, asked for by Sam, is answered as one that does not exist: ids tell nobody
    // what other customers have. (Sam is no staff: a staff-only endpoint refuses both, 403.)
    it("answers another customer's id exactly as an unknown one and changes no row", async () => {
      const sam = await gateway.login('sam@example.com');
      const before = await snapshot(gateway);
      const theirs = await answerOf(await send(endpoint, sam, { id: 1, billId: 1 }, body()));
      const unknown = await answerOf(await send(endpoint, sam, { id: 999_999, billId: 1 }, body()));
      expect(theirs.status).toBe(endpoint.tag === 'admin' ? 403 : 404);
      expect(theirs).toEqual(unknown);
      expect(await snapshot(gateway)).toBe(before);
    });

    it('answers 404 for an unknown id', async () => {
      const caller = await gateway.login(validCallerFor(endpoint));
      const response = await send(endpoint, caller, { id: 999_999, billId: 1 }, body());
      expect(response.status).toBe(404);
      expect((await response.json()).statusCode).toBe(404);
    });

    it('answers 401 without a token', async () => {
      const response = await gateway.request(pathOf(endpoint, { id: 1, billId: 1 }), {
        method: endpoint.method.toUpperCase(),
      });
      expect(response.status).toBe(401);
    });
  },
);

describe('query validation', () => {
  it('refuses a NUL character in a query with 400 naming it', async () => {
    const response = await gateway.as(alex, '/api/v1/accounts/1/transactions?page=1%00');
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([
      { path: 'query.page', message: 'must not contain the NUL character (U+0000)' },
    ]);
  });

  it.each([
    ['/api/v1/accounts/1/usage?granularity=hour', 'query.granularity'],
    ['/api/v1/accounts/1/usage?from=15-03-2026', 'query.from'],
    ['/api/v1/accounts/1/transactions?page=0', 'query.page'],
    ['/api/v1/accounts/1/transactions?perPage=1000', 'query.perPage'],
    ['/api/v1/accounts/1/smartPayAsYouGo/eligibility', 'query.billingAccountNumber'],
  ])('%s → 400 naming %s', async (path, field) => {
    const response = await gateway.as(alex, path);
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toContainEqual(expect.objectContaining({ path: field }));
  });
});
