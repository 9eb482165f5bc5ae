import { makePayments, makeTransactionPage } from '@/tests/utils/account';
import { mockGatewayFetch } from '@/tests/utils/mock-gateway-fetch';
import { getPaymentHistory, replaceDirectDebitMandate } from './payments';
import { setAccessTokenProvider } from './client';

const { fetchMock, answer } = mockGatewayFetch();

beforeEach(() => {
  setAccessTokenProvider(async () => 'access-token');
});

describe('the payments calls', () => {
  it('asks for the payments only, a page at a time', async () => {
    answer(makeTransactionPage([], { page: 2, perPage: 12 }));
    await getPaymentHistory(4, { page: 2, perPage: 12 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/v1/accounts/4/transactions?page=2&perPage=12&kind=payment',
    );
  });

  it('sends new bank details with the Idempotency-Key, and parses the Direct Debit back', async () => {
    const payments = makePayments();
    answer(payments, 201);
    const body = {
      accountHolderName: 'Mr A Morgan',
      sortCode: '089999',
      accountNumber: '66374958',
      soleAuthoriser: true as const,
      currentPassword: 'demo-password-2026',
    };
    await expect(
      replaceDirectDebitMandate(1, body, { idempotencyKey: 'mandate-1' }),
    ).resolves.toEqual(payments);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/accounts/1/direct-debit/mandate');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('idempotency-key')).toBe('mandate-1');
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });
});
