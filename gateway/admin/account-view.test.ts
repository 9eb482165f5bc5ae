import { staffAccountView, staffActivity } from '@/lib/gateway/contract/admin';
import { execute } from '../db/sql';
import { answerOf, UNKNOWN_ACCOUNT_ANSWER } from '@/tests/gateway/answers';
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

const view = (session: LoggedIn, accountId: number | string) =>
  gateway.as(session, `/api/v1/admin/accounts/${accountId}`);

async function viewed(accountId: number) {
  const response = await view(staff, accountId);
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(staffAccountView.parse(body)).toEqual(body);
  return body as ReturnType<typeof staffAccountView.parse>;
}

const json = async (session: LoggedIn, path: string) => (await gateway.as(session, path)).json();

const auditRows = () => auditRowsOf(gateway.database);

describe("looking at a customer's account", () => {
  it("shows staff alex's contact details, account, tariffs, balance and latest readings", async () => {
    const alexView = await viewed(1);
    expect(alexView.customer).toMatchObject({
      id: 1,
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'alex@example.com',
      phone: '07700900123',
    });
    expect(alexView.account).toMatchObject({
      number: '40318275',
      supplyAddress: { line1: '14 Ashley Down Road', postcode: 'BS7 9JN' },
      fuelType: 'ElecAndGas',
      status: 'active',
    });
    expect(alexView.otherAccounts).toEqual([]);
    expect(alexView.agreements.map((agreement) => [agreement.fuel, agreement.tariffName])).toEqual([
      ['electricity', 'So Fixed 12M'],
      ['gas', 'So Fixed 12M'],
    ]);
    expect(alexView.latestReadings.map((reading) => reading.fuel).sort()).toEqual([
      'electricity',
      'gas',
    ]);
    expect(alexView.pendingRenewal).toBeNull();
    expect(alexView.moveOut).toBeNull();
  });

  it('gives staff the same facts alex sees on his own screens', async () => {
    const alex = await gateway.login('alex@example.com');
    const alexView = await viewed(1);
    expect(alexView.state).toEqual(await json(alex, '/api/v1/accounts/1/state'));
    expect(alexView.balance).toEqual(await json(alex, '/api/v1/accounts/1/balance'));
    const { agreements } = await json(alex, '/api/v1/accounts/1/agreements');
    expect(alexView.agreements).toEqual(
      agreements.filter((agreement: { status: string }) => agreement.status !== 'past'),
    );
    const { customer } = await json(alex, '/api/v1/customers/me');
    expect(alexView.customer).toEqual(customer);
  });

  it("shows jo's restriction, her renewal arranged by phone and her move", async () => {
    const joView = await viewed(4);
    expect(joView.state).toMatchObject({ accountRestricted: true, hasMoveOut: true });
    expect(joView.account.status).toBe('moving-out');
    expect(joView.pendingRenewal).toMatchObject({ status: 'Pending', tariffName: null });
    expect(joView.moveOut).toEqual({ moveOutDate: '2026-04-05', status: 'Received' });
  });

  it("shows that lee's account is locked and his referral voucher blocked", async () => {
    expect((await viewed(5)).state).toMatchObject({
      accountUnlocked: false,
      blacklistedVoucher: true,
    });
  });

  it("lists sam's other account beside the one looked at", async () => {
    const samView = await viewed(2);
    expect(samView.account.number).toBe('40422961');
    expect(samView.otherAccounts.map((account) => account.number)).toEqual(['40598314']);
  });

  it('answers 404 for an account there is not, and records nothing', async () => {
    const response = await view(staff, 999);
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe('We could not find that account.');
    expect(await auditRows()).toEqual([]);
  });

  it('answers 400 naming params.id for an id that is not a number', async () => {
    const response = await view(staff, 'alex');
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toContainEqual(
      expect.objectContaining({ path: 'params.id' }),
    );
  });
});

describe('who may look', () => {
  it("refuses alex a look at sam's account, and at his own, with 403, and records nothing", async () => {
    const alex = await gateway.login('alex@example.com');
    for (const accountId of [2, 1]) {
      const response = await view(alex, accountId);
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe('This page is for So Energy staff only.');
    }
    expect((await gateway.as(alex, '/api/v1/admin/audit')).status).toBe(403);
    expect(await auditRows()).toEqual([]);
  });

  it("keeps refusing staff other customers' accounts on the customer endpoints, as unknown ones", async () => {
    for (const path of ['/api/v1/accounts/1/balance', '/api/v1/accounts/1/state']) {
      expect(await answerOf(await gateway.as(staff, path))).toEqual(UNKNOWN_ACCOUNT_ANSWER);
    }
    const patch = await gateway.as(staff, '/api/v1/customers/1', {
      method: 'PATCH',
      json: { phone: '07700 900999' },
    });
    expect(patch.status).toBe(404);
  });
});

describe('the audit', () => {
  it('records each look at an account: who, which account and when', async () => {
    await viewed(1);
    gateway.clock.advance(5_000);
    await viewed(1);
    expect(await auditRows()).toEqual([
      { staffId: 5, action: 'view', query: null, accountId: 1, at: TEST_NOW.toISOString() },
      {
        staffId: 5,
        action: 'view',
        query: null,
        accountId: 1,
        at: new Date(TEST_NOW.getTime() + 5_000).toISOString(),
      },
    ]);
  });

  it("lists the staff member's own latest searches and views, newest first", async () => {
    await gateway.as(staff, '/api/v1/admin/customers?query=40318275');
    gateway.clock.advance(1_000);
    await viewed(1);
    await execute(
      gateway.database,
      gateway.database.updateTable('customers').set({ is_admin: 1 }).where('id', '=', 2),
    );
    const sam = await gateway.login('sam@example.com');
    expect((await view(sam, 4)).status).toBe(200);

    const activity = await json(staff, '/api/v1/admin/audit');
    expect(staffActivity.parse(activity)).toEqual(activity);
    expect(activity.entries).toEqual([
      {
        id: expect.any(Number),
        action: 'view',
        query: null,
        account: { id: 1, number: '40318275' },
        at: new Date(TEST_NOW.getTime() + 1_000).toISOString(),
      },
      {
        id: expect.any(Number),
        action: 'search',
        query: '40318275',
        account: null,
        at: TEST_NOW.toISOString(),
      },
    ]);
  });

  it('lists the latest 10 only', async () => {
    for (let index = 0; index < 12; index += 1) await viewed(1);
    expect((await json(staff, '/api/v1/admin/audit')).entries).toHaveLength(10);
  });

  it('keeps every row as it was written', async () => {
    await viewed(1);
    await expect(
      execute(
        gateway.database,
        gateway.database.updateTable('admin_audit').set({ at: '2020-01-01' }),
      ),
    ).rejects.toThrow('admin_audit rows cannot be changed');
    await expect(
      execute(gateway.database, gateway.database.deleteFrom('admin_audit')),
    ).rejects.toThrow('admin_audit rows cannot be removed');
    expect(await auditRows()).toHaveLength(1);
  });
});
