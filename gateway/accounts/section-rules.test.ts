import { DEFAULT_FEATURE_FLAGS } from '@/lib/content/feature-flags';
import { ACCOUNT_SECTIONS } from '@/lib/gateway/contract/account-sections';
import { snapshotRows } from '@/tests/gateway/db-snapshot';
import {
  endpointName,
  gatewayVerdictByTable,
  GUARDED_ENDPOINTS,
  openAccount,
  PERSONA_ACCOUNTS,
  sectionsOf,
  sendWrite,
  stateOf,
} from '@/tests/gateway/section-cells';
import { CONTRACT_ENDPOINTS } from '@/tests/gateway/contract-endpoints';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

const find = (name: string) => {
  const endpoint = GUARDED_ENDPOINTS.find((candidate) => endpointName(candidate) === name);
  if (!endpoint) throw new Error(`${name} is not guarded`);
  return endpoint;
};

describe('every account endpoint declares its section', () => {
  it.each(CONTRACT_ENDPOINTS.filter((endpoint) => endpoint.path.includes('/accounts/{id}')))(
    '$method $path',
    (endpoint) => {
      expect(endpoint.section).toBeDefined();
      if (GUARDED_ENDPOINTS.includes(endpoint)) expect(endpoint.errors).toContain(403);
    },
  );

  it('guards every write on an account, and no read', () => {
    const writes = CONTRACT_ENDPOINTS.filter(
      (endpoint) => endpoint.path.startsWith('/api/v1/accounts/{id}') && endpoint.method !== 'get',
    );
    expect(GUARDED_ENDPOINTS).toEqual(writes);
  });

  it('keeps staff to reading, each call in the Admin section', () => {
    const staff = CONTRACT_ENDPOINTS.filter((endpoint) => endpoint.tag === 'admin');
    expect(staff.map((endpoint) => [endpoint.method, endpoint.section])).toEqual(
      staff.map(() => ['get', 'admin']),
    );
  });

  it('lists the 403 of each guarded operation in the OpenAPI document', async () => {
    const document = await (await gateway.request('/api/v1/openapi.json')).json();
    for (const endpoint of GUARDED_ENDPOINTS) {
      const operation =
        document.paths[endpoint.path.replace('/api/v1', '')]?.[endpoint.method] ??
        document.paths[endpoint.path]?.[endpoint.method];
      expect(operation?.responses?.['403'], endpointName(endpoint)).toBeDefined();
    }
  });
});

const CELLS = PERSONA_ACCOUNTS.flatMap((account) =>
  GUARDED_ENDPOINTS.map((endpoint) => ({ ...account, endpoint, name: endpointName(endpoint) })),
);

describe('the section matrix: every persona’s account × every account write', () => {
  it.each(CELLS)('$email $number: $name', async ({ email, number, endpoint }) => {
    const { session, accountId } = await openAccount(gateway, email, number);
    const refusal = gatewayVerdictByTable(
      endpoint,
      await stateOf(gateway, session, accountId),
      DEFAULT_FEATURE_FLAGS,
    );
    const before = refusal === null ? '' : await snapshotRows(gateway.database);
    const response = await sendWrite(gateway, session, endpoint, accountId);
    if (refusal === null) {
      expect(response.status).not.toBe(403);
      return;
    }
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: refusal, statusCode: 403 });
    expect(await snapshotRows(gateway.database)).toBe(before);
  });
});

describe('what the issue must show', () => {
  const PAYMENTS = 'patch /api/v1/accounts/{id}/payments';
  const MANDATE = 'post /api/v1/accounts/{id}/direct-debit/mandate';
  const READINGS = 'post /api/v1/accounts/{id}/readings';
  const restricted = ACCOUNT_SECTIONS.payments.customer[1].reason;
  const locked = ACCOUNT_SECTIONS.readings.customer[0].reason;

  it.each([PAYMENTS, MANDATE, READINGS])(
    'refuses Jo’s restricted account %s in the screen’s words, reading no body',
    async (name) => {
      const { session, accountId } = await openAccount(gateway, 'jo@example.com', '40277403');
      const before = await snapshotRows(gateway.database);
      const response = await gateway.as(
        session,
        name.split(' ')[1]!.replace('{id}', String(accountId)),
        {
          method: name.split(' ')[0]!.toUpperCase(),
          headers: { 'content-type': 'application/json' },
          body: '{"not": "even read"',
        },
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: restricted, statusCode: 403 });
      expect(await snapshotRows(gateway.database)).toBe(before);
      expect(sectionsOf(find(name))).toEqual([name === READINGS ? 'readings' : 'payments']);
    },
  );

  it('refuses readings from Lee’s locked account', async () => {
    const { session, accountId } = await openAccount(gateway, 'lee@example.com', '40711852');
    const response = await sendWrite(gateway, session, find(READINGS), accountId);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: locked, statusCode: 403 });
  });

  it.each([
    [PAYMENTS, 200],
    [MANDATE, 201],
    [READINGS, 201],
  ] as const)('takes Alex’s %s', async (name, status) => {
    const { session, accountId } = await openAccount(gateway, 'alex@example.com', '40318275');
    const response = await sendWrite(gateway, session, find(name), accountId);
    expect(response.status).toBe(status);
  });
});

describe('the CMS’s switches, kept by the gateway as by the screen', () => {
  const promotionOff = ACCOUNT_SECTIONS.renew.customer[0].reason;

  async function renewAlex(renewalPromotionEnabled: boolean) {
    const renewing = await createTestGateway({ featureFlags: { renewalPromotionEnabled } });
    const { session, accountId } = await openAccount(renewing, 'alex@example.com', '40318275');
    const quotes = await renewing.as(session, `/api/v1/accounts/${accountId}/quotes`, {
      method: 'POST',
      json: {},
    });
    const [quote] = quotes.status === 200 ? ((await quotes.json()) as { quoteId: string }[]) : [];
    const before = await snapshotRows(renewing.database);
    const renewal = await renewing.as(session, `/api/v1/accounts/${accountId}/renewals`, {
      method: 'POST',
      json: { quoteId: quote?.quoteId ?? crypto.randomUUID() },
    });
    return { quotes, renewal, unchanged: (await snapshotRows(renewing.database)) === before };
  }

  it('refuses renewing with the renewal promotion switched off, in the table’s words', async () => {
    const { quotes, renewal, unchanged } = await renewAlex(false);
    for (const response of [quotes, renewal]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: promotionOff, statusCode: 403 });
    }
    expect(unchanged).toBe(true);
  });

  it('renews with the promotion switched on', async () => {
    const { quotes, renewal } = await renewAlex(true);
    expect(quotes.status).toBe(200);
    expect(renewal.status).toBe(201);
  });
});
