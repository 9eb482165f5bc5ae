import { customerSearchResults } from '@/lib/gateway/contract/admin';
import { execute } from '../db/sql';
import {
  createTestGateway,
  TEST_NOW,
  type LoggedIn,
  type TestGateway,
} from '@/tests/gateway/test-gateway';
import { auditRowsOf } from '@/tests/gateway/audit-rows';

let gateway: TestGateway;
let staff: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  staff = await gateway.login('admin@example.com');
});

const search = (session: LoggedIn, query: string) =>
  gateway.as(session, `/api/v1/admin/customers?query=${encodeURIComponent(query)}`);

async function found(query: string) {
  const response = await search(staff, query);
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(customerSearchResults.parse(body)).toEqual(body);
  return body as ReturnType<typeof customerSearchResults.parse>;
}

const auditRows = () => auditRowsOf(gateway.database);

const addCustomer = (lastName: string, email: string) =>
  execute(
    gateway.database,
    gateway.database.insertInto('customers').values({
      first_name: 'Sol',
      last_name: lastName,
      email,
      password_hash: 'hash',
      created_at: '2026-01-01T00:00:00Z',
    }),
  );

describe('finding a customer', () => {
  it('finds alex by his email address, with his account, its address, fuels and status', async () => {
    const results = await found('alex@example.com');
    expect(results.search).toEqual({ by: 'email', value: 'alex@example.com' });
    expect(results.customers).toEqual([
      {
        id: 1,
        firstName: 'Alex',
        lastName: 'Morgan',
        email: 'alex@example.com',
        accounts: [
          expect.objectContaining({
            id: 1,
            number: '40318275',
            supplyAddress: {
              line1: '14 Ashley Down Road',
              line2: null,
              town: 'Bristol',
              postcode: 'BS7 9JN',
            },
            fuelType: 'ElecAndGas',
            status: 'active',
          }),
        ],
      },
    ]);
    expect(results.moreThanShown).toBe(false);
  });

  it('matches the start of an email address in any case', async () => {
    const results = await found('  ALEX@Exam ');
    expect(results.search).toEqual({ by: 'email', value: 'alex@exam' });
    expect(results.customers.map((customer) => customer.email)).toEqual(['alex@example.com']);
  });

  it('takes % and _ in an email address as themselves, not as wildcards', async () => {
    expect((await found('%@example.com')).customers).toEqual([]);
    expect((await found('_lex@')).customers).toEqual([]);
  });

  it('finds an address with _ in it, and takes \\ as itself too', async () => {
    await addCustomer('Literal', 'sol_ade@example.org');
    await addCustomer('Wildcard', 'solxade@example.org');
    expect((await found('SOL_ADE@')).customers.map((customer) => customer.lastName)).toEqual([
      'Literal',
    ]);
    await addCustomer('Backslash', 'sol\\ade@example.org');
    expect((await found('sol\\%@')).customers).toEqual([]);
  });

  it('finds sam, with both his accounts, by the number of one', async () => {
    const results = await found('40598314');
    expect(results.search).toEqual({ by: 'accountNumber', value: '40598314' });
    expect(results.customers).toHaveLength(1);
    expect(results.customers[0]?.accounts.map((account) => account.number)).toEqual([
      '40422961',
      '40598314',
    ]);
  });

  it('finds alex by his postcode, however it is written', async () => {
    const results = await found('bs79jn');
    expect(results.search).toEqual({ by: 'postcode', value: 'BS7 9JN' });
    expect(results.customers.map((customer) => customer.firstName)).toEqual(['Alex']);
  });

  it('says so when nobody matches', async () => {
    expect((await found('99999999')).customers).toEqual([]);
    expect((await found('SW1A 1AA')).customers).toEqual([]);
  });

  it('shows 20 customers at most, by last name, and says there are more', async () => {
    for (let index = 20; index >= 0; index -= 1) {
      const number = String(index).padStart(2, '0');
      await addCustomer(`Ade ${number}`, `sol@home${number}.example.org`);
    }
    const results = await found('sol@');
    expect(results.customers).toHaveLength(20);
    expect(results.customers[0]?.lastName).toBe('Ade 00');
    expect(results.customers[19]?.lastName).toBe('Ade 19');
    expect(results.moreThanShown).toBe(true);
  });
});

describe('a search that cannot be read', () => {
  it.each([
    ['', 'Enter an account number, email address or postcode'],
    ['   ', 'Enter an account number, email address or postcode'],
    ['4031827', 'Account numbers are 8 digits, like 40318275'],
    ['alex', /8-digit account number, an email address .* or a full UK postcode/],
    ['@example.com', /8-digit account number/],
    ['BS7 9J', /8-digit account number/],
    [`${'a'.repeat(250)}@example.com`, 'Keep the search to 254 characters'],
  ])('%j is refused with 400 naming query.query', async (query, message) => {
    const response = await search(staff, query);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fields).toEqual([{ path: 'query.query', message: expect.anything() }]);
    expect(body.fields[0].message).toMatch(message);
    expect(await auditRows()).toEqual([]);
  });

  it('is refused without a query', async () => {
    const response = await gateway.as(staff, '/api/v1/admin/customers');
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toContainEqual(
      expect.objectContaining({ path: 'query.query' }),
    );
  });
});

describe('who may search', () => {
  it('refuses a customer who is not staff with 403, and records nothing', async () => {
    const alex = await gateway.login('alex@example.com');
    const response = await search(alex, 'sam@example.com');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'This page is for So Energy staff only.',
      statusCode: 403,
    });
    expect(await auditRows()).toEqual([]);
  });

  it('refuses anyone not signed in with 401', async () => {
    expect((await gateway.request('/api/v1/admin/customers?query=alex%40')).status).toBe(401);
  });

  it('stops at once when the staff flag is taken away, though the token still says admin', async () => {
    expect((await search(staff, 'alex@')).status).toBe(200);
    await execute(
      gateway.database,
      gateway.database
        .updateTable('customers')
        .set({ is_admin: 0 })
        .where('email', '=', 'admin@example.com'),
    );
    expect((await search(staff, 'alex@')).status).toBe(403);
  });
});

describe('the audit of searches', () => {
  it('records each search: who, what was typed and when, even when nothing matched', async () => {
    await found(' alex@example.com ');
    gateway.clock.advance(60_000);
    await found('99999999');
    expect(await auditRows()).toEqual([
      {
        staffId: 5,
        action: 'search',
        query: 'alex@example.com',
        accountId: null,
        at: TEST_NOW.toISOString(),
      },
      {
        staffId: 5,
        action: 'search',
        query: '99999999',
        accountId: null,
        at: new Date(TEST_NOW.getTime() + 60_000).toISOString(),
      },
    ]);
  });
});
