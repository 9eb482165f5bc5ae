import { setErrorSink } from '../monitoring/report-error';
import { createGatewayClient } from './client';
import { getAccountState } from './contract/account';
import { login, logout } from './contract/auth';
import { getTransactions } from './contract/bills';
import { checkEvTariffEligibility } from './contract/meter-points';
import { submitReadings } from './contract/readings';
import { GatewayError } from './gateway-error';
import { makeAccountState } from './testing/make-account-state';

const reported = vi.fn();
beforeEach(() => {
  reported.mockReset();
  setErrorSink(reported);
});
afterAll(() => setErrorSink(null));

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function clientAnswering(
  answer: () => Response | Promise<Response>,
  token: string | null = 'token-1',
) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => answer());
  const client = createGatewayClient({
    baseUrl: 'https://api.so.energy',
    fetch,
    accessToken: async () => token,
  });
  return { client, fetch };
}

async function failureOf(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GatewayError))
    throw new Error(`expected a GatewayError, got ${String(error)}`);
  return error;
}

describe('gateway client requests', () => {
  it.each([
    ['signed in: with the token', 'token-1', 'Bearer token-1'],
    ['signed out: without one', null, null],
  ])('calls an endpoint that takes an optional token %s', async (_case, token, header) => {
    const eligibility = { eligible: true, reason: 'Your smart meter can use the EV tariff.' };
    const { client, fetch } = clientAnswering(() => json(eligibility), token);
    await expect(
      client.call(checkEvTariffEligibility, { params: { id: '1212345678902' } }),
    ).resolves.toEqual(eligibility);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(header);
  });

  it('sends credentials, JSON and the bearer token, and parses the answer with the contract', async () => {
    const state = makeAccountState({ accountId: 7 });
    const { client, fetch } = clientAnswering(() => json({ ...state, extra: 'dropped' }));

    await expect(client.call(getAccountState, { params: { id: 7 } })).resolves.toEqual(state);

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.so.energy/api/v1/accounts/7/state');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('sends a JSON body, the query and an Idempotency-Key', async () => {
    const { client, fetch } = clientAnswering(() =>
      json({ readings: [], replacedEstimates: [] }, 201),
    );
    await client.call(
      submitReadings,
      {
        params: { id: 1 },
        body: { meterPointId: 1, readOn: '2026-03-14', readings: [{ registerId: 1, value: 5 }] },
      },
      { idempotencyKey: 'key-1' },
    );
    const [, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('idempotency-key')).toBe('key-1');
    expect(JSON.parse(String(init?.body))).toMatchObject({ meterPointId: 1 });

    const paged = clientAnswering(() =>
      json({ items: [], page: 2, perPage: 5, totalItems: 0, totalPages: 0, pendingRefunds: [] }),
    );
    await paged.client.call(getTransactions, { params: { id: 1 }, query: { page: 2, perPage: 5 } });
    expect(paged.fetch.mock.calls[0]?.[0]).toBe(
      'https://api.so.energy/api/v1/accounts/1/transactions?page=2&perPage=5',
    );
  });

  it('sends no token to unauthenticated calls and resolves 204s to undefined', async () => {
    const { client, fetch } = clientAnswering(
      () =>
        json({
          token: 't',
          exp: '2026-03-15T11:00:00.000Z',
          email: 'a@b.co',
          refresh_token_exp: '2026-04-14T10:00:00.000Z',
        }),
      null,
    );
    await client.call(login, {
      body: { email: 'a@b.co', password: 'x', short_lived_refresh_token: 'false' },
    });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);

    const signedIn = clientAnswering(() => new Response(null, { status: 204 }));
    await expect(signedIn.client.call(logout, {})).resolves.toBeUndefined();
  });

  it('fails with 401, without calling, when nobody is signed in', async () => {
    const { client, fetch } = clientAnswering(() => json({}), null);
    const error = await failureOf(client.call(getAccountState, { params: { id: 1 } }));
    expect(error).toMatchObject({
      statusCode: 401,
      message: 'Your session has ended. Please log in again.',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('gateway errors', () => {
  it("takes the gateway's message, status code and invalid fields", async () => {
    const { client } = clientAnswering(() =>
      json(
        {
          message: 'This reading is lower than your last one.',
          statusCode: 422,
          fields: [{ path: 'body.readings.0.value', message: 'lower' }],
        },
        422,
      ),
    );
    const error = await failureOf(client.call(getAccountState, { params: { id: 1 } }));
    expect(error).toBeInstanceOf(GatewayError);
    expect(error.message).toBe('This reading is lower than your last one.');
    expect(error.statusCode).toBe(422);
    expect(error.fields).toEqual([{ path: 'body.readings.0.value', message: 'lower' }]);
  });

  it('falls back to the response status and a message for customers when the body is not an error', async () => {
    const { client } = clientAnswering(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    const error = await failureOf(client.call(getAccountState, { params: { id: 1 } }));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(
      'Something went wrong on our side. Please try again in a few minutes.',
    );

    const notFound = clientAnswering(() => new Response('', { status: 404 }));
    expect(
      await failureOf(notFound.client.call(getAccountState, { params: { id: 1 } })),
    ).toMatchObject({
      statusCode: 404,
      message: 'We could not find what you were looking for.',
    });
  });

  it('defaults to 500 when the request never reaches the gateway', async () => {
    const { client } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(client.call(getAccountState, { params: { id: 1 } }));
    expect(error.statusCode).toBe(500);
    expect(error.message).toMatch(/check your connection/);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(reported).toHaveBeenCalledWith(error, expect.objectContaining({ statusCode: 500 }));
  });

  it('treats an answer that breaks the contract as a 500', async () => {
    const { client } = clientAnswering(() => json({ accountId: 'not-a-number' }));
    const error = await failureOf(client.call(getAccountState, { params: { id: 1 } }));
    expect(error.statusCode).toBe(500);
  });

  it('does not report a call the caller aborted', async () => {
    const controller = new AbortController();
    const { client } = clientAnswering(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(
      client.call(getAccountState, { params: { id: 1 } }, { signal: controller.signal }),
    ).rejects.toThrow('aborted');
    expect(reported).not.toHaveBeenCalled();
  });
});

describe('error reporting', () => {
  const failWith = (status: number, report?: readonly number[] | false) => {
    const { client } = clientAnswering(() => json({ message: 'Nope', statusCode: status }, status));
    return failureOf(client.call(getAccountState, { params: { id: 3 } }, { report }));
  };

  it('reports 500s, with the call but not its ids, then rejects', async () => {
    const error = await failWith(500);
    expect(reported).toHaveBeenCalledWith(error, {
      method: 'GET',
      path: '/api/v1/accounts/{id}/state',
      statusCode: 500,
    });
  });

  it.each([400, 401, 403, 404, 409, 422, 429, 503])(
    'does not report a %i by default',
    async (status) => {
      await failWith(status);
      expect(reported).not.toHaveBeenCalled();
    },
  );

  it('reports the codes a call lists, and nothing when it opts out', async () => {
    await failWith(404, [404, 500]);
    expect(reported).toHaveBeenCalledTimes(1);
    await failWith(500, false);
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('reports answers that break the contract, which count as 500', async () => {
    const { client } = clientAnswering(() => json({ accountId: 'oops' }));
    await failureOf(client.call(getAccountState, { params: { id: 1 } }));
    expect(reported).toHaveBeenCalledTimes(1);
  });
});
