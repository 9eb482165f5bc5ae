import { submitReadings } from './readings';
import { getUsage } from './usage';
import { logIn } from './auth';
import { mockGatewayFetch } from '@/tests/utils/mock-gateway-fetch';
import { setAccessTokenProvider } from './client';

const { fetchMock, answer } = mockGatewayFetch();

beforeEach(() => {
  setAccessTokenProvider(async () => 'access-token');
});

describe('the site gateway client', () => {
  it('calls this origin with the token the session provides', async () => {
    answer({ from: '2026-01-05', to: '2026-02-01', granularity: 'week', fuels: [] });
    await getUsage(7, { granularity: 'week' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/accounts/7/usage?granularity=week');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-token');
  });

  it('asks the session for the token before every authenticated call', async () => {
    const provider = vi.fn(async () => 'renewed-token');
    setAccessTokenProvider(provider);
    answer({ readings: [], replacedEstimates: [] }, 201);
    await submitReadings(
      1,
      { meterPointId: 1, readOn: '2026-03-14', readings: [{ registerId: 1, value: 10 }] },
      { idempotencyKey: 'k-1' },
    );
    expect(provider).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe(
      'Bearer renewed-token',
    );
  });

  it('logs in without a token', async () => {
    answer({
      token: 't',
      exp: '2026-03-15T11:00:00.000Z',
      email: 'alex@example.com',
      refresh_token_exp: '2026-04-14T10:00:00.000Z',
    });
    const session = await logIn({
      email: 'alex@example.com',
      password: 'demo-password-2026',
      short_lived_refresh_token: 'false',
    });
    expect(session).toMatchObject({ email: 'alex@example.com' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
  });
});
