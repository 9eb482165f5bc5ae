import { CONTRACT_ENDPOINTS, pathOf } from '@/tests/gateway/contract-endpoints';
import { createTestGateway } from '@/tests/gateway/test-gateway';
import {
  prepareFor,
  validBodyFor,
  validCallerFor,
  validQueryFor,
} from '@/tests/gateway/valid-requests';

/**
 * Contract round-trips: every answer the gateway gives for a seeded customer parses with its
 * endpoint's response schema and loses nothing on the way (the gateway sends exactly the
 * contract), and every schema's output serialises to JSON that parses back to itself.
 */
const answering = CONTRACT_ENDPOINTS.filter(
  (endpoint) =>
    endpoint.response !== null &&
    (endpoint.auth === 'bearer' || endpoint.auth === 'optional-bearer'),
);

it.each(answering.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  '%s answers exactly its contract',
  async (_name, endpoint) => {
    const gateway = await createTestGateway();
    const caller = await gateway.login(validCallerFor(endpoint));
    await prepareFor(endpoint, gateway.database);
    const response = await gateway.as(
      caller,
      `${pathOf(endpoint, { id: 1, billId: 1 })}${validQueryFor(endpoint)}`,
      {
        method: endpoint.method.toUpperCase(),
        json: endpoint.body ? validBodyFor(endpoint) : undefined,
      },
    );
    expect(response.status).toBe(endpoint.status);
    const json: unknown = await response.json();
    const parsed = endpoint.response?.parse(json);
    expect(parsed).toEqual(json);
    expect(endpoint.response?.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
  },
);

it('login and refresh answer the session contract', async () => {
  const gateway = await createTestGateway();
  const alex = await gateway.login('alex@example.com');
  const login = CONTRACT_ENDPOINTS.find((endpoint) => endpoint.path === '/api/v1/auth/login');
  expect(login?.response?.parse(alex.body)).toEqual(alex.body);
});
