import { z } from 'zod';
import fc from 'fast-check';
import type { Endpoint } from '@/lib/gateway/contract/endpoint';
import { errorBody } from '@/lib/gateway/contract/errors';
import { CONTRACT_ENDPOINTS } from '@/tests/gateway/contract-endpoints';
import { queryValue, sql } from './db/sql';
import { watchRowChanges } from '@/tests/gateway/db-snapshot';
import { createTestGateway, type LoggedIn } from '@/tests/gateway/test-gateway';
import {
  prepareFor,
  validBodyFor,
  validCallerFor,
  validQueryFor,
} from '@/tests/gateway/valid-requests';

/**
 * Property-based requests to every operation of the OpenAPI document: path parameters, query
 * strings, headers and bodies from valid to garbage, with and without a token. Whatever is
 * sent, the gateway answers below 500, every error is `{ message, statusCode }` with the
 * response's status, and a refused request changes no row.
 */

/** Enough to try each kind of input several times; few enough for `npm test`. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);

/**
 * Refusals that write on purpose: a failed login, a wrong second factor (counted against its
 * challenge too) or a wrong current password counts towards a lockout and is in the
 * customer's security events, a refresh token presented again after it was swapped (or after
 * the session's 30 days) ends its whole session, and an email that belongs to another customer
 * gets its owner a notice in the outbox. A new bank account asks for the current password too.
 */
const WRONG_PASSWORD = ['login_blocks', 'login_failures', 'security_events'];
const REFUSALS_THAT_RECORD: Readonly<Record<string, readonly string[]>> = {
  'post /api/v1/auth/login': WRONG_PASSWORD,
  'post /api/v1/auth/refresh': ['session_families'],
  'post /api/v1/auth/password': WRONG_PASSWORD,
  'post /api/v1/auth/login-confirmations': WRONG_PASSWORD,
  'post /api/v1/auth/second-factor': [...WRONG_PASSWORD, 'login_challenges'],
  'patch /api/v1/customers/{id}': [...WRONG_PASSWORD, 'outbox'],
  'post /api/v1/accounts/{id}/direct-debit/mandate': WRONG_PASSWORD,
  'post /api/v1/signups': ['outbox'],
};

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Strings people and scripts send: any Unicode (lone surrogates too), edge values, keywords. */
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constantFrom(
    ...['', ' ', '0', '-1', '1.5', '1e309', 'NaN', 'null', 'true', '[]', '{}', '2026-02-30'],
    ...['９', '𝟙', 'ＡＢ', 'Ⅻ', '\u0000', '\u202e', 'a'.repeat(300), ...PROTOTYPE_KEYS],
  ),
);
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });

/** Every byte percent-encoded: any text as a path segment or query part. */
const percentEncoded = (value: string) =>
  [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

function pathSegment(valid: string) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(valid) },
    fc.constantFrom('0', '-1', '2', '3', '6', '999999', '9007199254740993', '1.5', '1e3', '0x1'),
    fc.constantFrom('%20', '%', '%E0%A4%A', '%ZZ', '%00', '..', '%2F', ...PROTOTYPE_KEYS),
    text.map(percentEncoded),
  );
}

function pathArbitrary(endpoint: Endpoint, valid: Readonly<Record<string, string>>) {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const segments = Object.fromEntries(names.map((name) => [name, pathSegment(valid[name] ?? '')]));
  return fc
    .record(segments)
    .map((params) => endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? ''));
}

function queryArbitrary(endpoint: Endpoint) {
  const valid = validQueryFor(endpoint);
  const keys = [...new URLSearchParams(valid).keys(), ...Object.keys(endpoint.query?.shape ?? {})];
  const entry = fc.tuple(
    fc.oneof(...(keys.length ? [fc.constantFrom(...keys)] : []), text),
    fc.oneof(text, fc.integer().map(String)),
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid) },
    fc
      .array(entry, { maxLength: 4 })
      .map((entries) => (entries.length ? `?${new URLSearchParams(entries)}` : '')),
    fc.constantFrom('?%', '?page=%E0%A4%A', '?perPage=1&perPage=2', '?__proto__[x]=1'),
  );
}

type Path = readonly (string | number)[];

/** The paths of every value inside a JSON value, the value itself first. */
function pathsIn(value: unknown, path: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [path];
  return [
    path,
    ...Object.entries(value).flatMap(([key, inner]) =>
      pathsIn(inner, [...path, Array.isArray(value) ? Number(key) : key]),
    ),
  ];
}

/** A copy of `value` with the value at `path` replaced, or removed (undefined). */
function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [first, ...rest] = path;
  if (first === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    copy[Number(first)] = withValueAt(copy[Number(first)], rest, replacement);
    return copy;
  }
  if (typeof value !== 'object' || value === null) return value;
  const key = String(first);
  const entries = Object.entries(value).filter(([name]) => name !== key);
  const inner = withValueAt(
    Object.entries(value).find(([name]) => name === key)?.[1],
    rest,
    replacement,
  );
  // fromEntries, so that `__proto__` becomes a key of the body, not its prototype.
  return Object.fromEntries(inner === undefined ? entries : [...entries, [key, inner]]);
}

const HUGE_STRING = 'ü'.repeat(300_000);

function bodyArbitrary(endpoint: Endpoint): fc.Arbitrary<string | undefined> {
  if (endpoint.method === 'get') return fc.constant(undefined);
  const garbage = [
    fc.constant(undefined),
    anyJson.map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('{', '[]', 'null', '"', '{"a":', '\u0000', '\ufeff{}', '1e309'),
    fc.constant(`${'['.repeat(5000)}${']'.repeat(5000)}`),
    fc.constant('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": 1}}}'),
  ];
  if (!endpoint.body) return fc.oneof(...garbage);
  const valid = validBodyFor(endpoint);
  const paths = pathsIn(valid);
  const replaced = fc
    .tuple(
      fc.constantFrom(...paths),
      fc.oneof(anyJson, text, fc.constant(undefined), fc.constant(HUGE_STRING)),
    )
    .map(([path, replacement]) => withValueAt(valid, path, replacement));
  const added = fc
    .tuple(fc.constantFrom(...paths), fc.constantFrom(...PROTOTYPE_KEYS, 'unexpected'), anyJson)
    .map(([path, key, extra]) => withValueAt(valid, [...path, key], extra));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(JSON.stringify(valid)) },
    { weight: 6, arbitrary: replaced.map((body) => JSON.stringify(body)) },
    { weight: 3, arbitrary: added.map((body) => JSON.stringify(body)) },
    ...garbage,
  );
}

const NONE_ALGORITHM_TOKEN = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.';

interface Callers {
  caller: LoggedIn;
  other: LoggedIn;
}

const credentials = fc.oneof(
  { weight: 4, arbitrary: fc.constant('caller' as const) },
  fc.constant('other' as const),
  fc.constant('none' as const),
  fc.constantFrom('Bearer ', 'Bearer abc.def.ghi', `Bearer ${NONE_ALGORITHM_TOKEN}`, 'Basic YQ=='),
);

function headersFor(who: string, callers: Callers): Record<string, string> {
  if (who === 'none') return {};
  if (who !== 'caller' && who !== 'other') return { authorization: who };
  const { token, cookie } = callers[who];
  return { authorization: `Bearer ${token}`, cookie };
}

function requestArbitrary(endpoint: Endpoint, validParams: Readonly<Record<string, string>>) {
  return fc.record({
    path: pathArbitrary(endpoint, validParams),
    query: queryArbitrary(endpoint),
    who: credentials,
    contentType: fc.oneof(
      { weight: 3, arbitrary: fc.constant('application/json') },
      fc.constantFrom('application/json; charset=utf-8', 'text/plain', undefined),
    ),
    body: bodyArbitrary(endpoint),
    idempotencyKey: endpoint.idempotent
      ? fc.option(fc.oneof(fc.stringMatching(/^[\x21-\x7e]{1,40}$/), fc.constantFrom('', ' ', 'é')))
      : fc.constant(null),
  });
}

async function setUp(endpoint: Endpoint) {
  const gateway = await createTestGateway();
  await prepareFor(endpoint, gateway.database);
  const callers: Callers = {
    caller: await gateway.login(validCallerFor(endpoint)),
    other: await gateway.login('sam@example.com'),
  };
  // The caller signed in on a second device, which they may sign out: the latest session.
  gateway.clock.advance(1000);
  await gateway.login(validCallerFor(endpoint));
  const sessionId = await queryValue(
    gateway.database,
    z.string(),
    sql`SELECT id FROM session_families ORDER BY created_at DESC LIMIT 1`,
  );
  const billId = await queryValue(
    gateway.database,
    z.number(),
    sql`SELECT id FROM bills WHERE account_id = 1 ORDER BY id LIMIT 1`,
  );
  const validParams = {
    id: '1',
    billId: String(billId),
    postcode: 'BS7%209JN',
    code: 'ALEX-M7Q2',
    pollId: 'energy-source',
    sessionId: String(sessionId),
  };
  return { gateway, callers, validParams, changes: await watchRowChanges(gateway.database) };
}

const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

describe.each(
  CONTRACT_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
)('%s', (name, endpoint) => {
  it('answers anything below 500, errors in the error shape, refusals changing no row', async () => {
    const { gateway, callers, validParams, changes } = await setUp(endpoint);
    const mayRecord = REFUSALS_THAT_RECORD[name] ?? [];

    await fc.assert(
      fc.asyncProperty(requestArbitrary(endpoint, validParams), async (request) => {
        const headers = new Headers(headersFor(request.who, callers));
        if (request.contentType) headers.set('content-type', request.contentType);
        if (request.idempotencyKey !== null) headers.set('idempotency-key', request.idempotencyKey);
        const response = await gateway.request(`${request.path}${request.query}`, {
          method: endpoint.method.toUpperCase(),
          headers,
          body: request.body,
        });
        const changed = await changes.takeChangedTables();

        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          expect(response.headers.get('content-type')).toMatch(/^application\/json/);
          const error = errorBody.parse(await response.json());
          expect(error.statusCode).toBe(response.status);
          expect(changed.filter((table) => !mayRecord.includes(table))).toEqual([]);
        }
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
      }),
      { numRuns: RUNS_PER_OPERATION },
    );
  }, 60_000);
});
