import { strFromU8, unzipSync } from 'fflate';
import { z } from 'zod';
import {
  customerDataFile,
  dataExport,
  dataExportArchive,
  DATA_EXPORT_DAYS,
} from '@/lib/gateway/contract/data-exports';
import { readingHistory } from '@/lib/gateway/contract/readings';
import { answerOf } from '@/tests/gateway/answers';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';
import { execute } from '../db/sql';
import { EXPORT_GONE_MESSAGE } from './routes';

const EXPORTS = '/api/v1/customers/me/data-exports';
const DAY_MS = 86_400_000;

let gateway: TestGateway;
let alex: LoggedIn;
beforeEach(async () => {
  gateway = await createTestGateway();
  alex = await gateway.login('alex@example.com');
});

async function requestExport(session = alex, headers: Record<string, string> = {}) {
  const response = await gateway.as(session, EXPORTS, { method: 'POST', headers });
  expect(response.status).toBe(201);
  return dataExport.parse(await response.json());
}

async function download(id: number, session = alex) {
  return answerOf(await gateway.as(session, `${EXPORTS}/${id}/archive`));
}

async function filesOf(id: number): Promise<Record<string, string>> {
  const { body } = await download(id);
  const archive = dataExportArchive.parse(body);
  const unzipped = unzipSync(Buffer.from(archive.base64, 'base64'));
  return Object.fromEntries(
    Object.entries(unzipped).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
}

const GONE = { status: 404, body: { message: EXPORT_GONE_MESSAGE, statusCode: 404 } };

describe('a customer’s archive of their data', () => {
  it('has nothing to show until the customer asks', async () => {
    expect(await answerOf(await gateway.as(alex, EXPORTS))).toEqual({
      status: 200,
      body: { latest: null },
    });
  });

  it('is built on request, ready for seven days, and shown as the latest', async () => {
    const made = await requestExport();
    expect(made).toMatchObject({
      status: 'ready',
      requestedAt: gateway.clock.now().toISOString(),
      expiresAt: new Date(gateway.clock.now().getTime() + DATA_EXPORT_DAYS * DAY_MS).toISOString(),
    });
    expect(made.sizeBytes).toBeGreaterThan(0);
    expect((await answerOf(await gateway.as(alex, EXPORTS))).body).toEqual({ latest: made });
  });

  it('holds customer.json naming its schema, which it matches, and the schema itself', async () => {
    const files = await filesOf((await requestExport()).id);
    const described = customerDataFile.parse(JSON.parse(files['customer.json'] ?? ''));
    expect(described.customer.email).toBe('alex@example.com');
    expect(described.$schema).toBe('schema.json');
    const schema = z.object({ $schema: z.string(), $defs: z.record(z.string(), z.unknown()) });
    expect(schema.parse(JSON.parse(files['schema.json'] ?? '')).$defs).toHaveProperty(
      'CustomerDataFile',
    );
    for (const account of described.accounts) {
      expect(account.files).toEqual(
        ['bills', 'transactions', 'readings', 'usage'].map(
          (name) => `accounts/${account.number}/${name}.csv`,
        ),
      );
      for (const file of account.files) expect(files).toHaveProperty([file]);
    }
  });

  it('has every reading the readings screen shows, in readings.csv', async () => {
    const files = await filesOf((await requestExport()).id);
    const { accounts } = customerDataFile.parse(JSON.parse(files['customer.json'] ?? ''));
    const [account] = accounts;
    if (!account) throw new Error('Alex has an account');
    const history = readingHistory.parse(
      await (await gateway.as(alex, `/api/v1/accounts/${account.id}/readings`)).json(),
    );
    const csv = files[`accounts/${account.number}/readings.csv`] ?? '';
    expect(history.readings.length).toBeGreaterThan(0);
    for (const reading of history.readings) {
      expect(csv).toContain(`${reading.readOn},${reading.fuel},`);
      expect(csv).toMatch(
        new RegExp(
          `^${reading.readOn},${reading.fuel},[^,]+,${reading.registerName},${reading.value},`,
          'm',
        ),
      );
    }
    expect(files[`accounts/${account.number}/bills.csv`]).toMatch(/^Issued on,From,To,/);
    expect(files[`accounts/${account.number}/transactions.csv`]).toMatch(/^Date,Type,Description,/);
    expect(files[`accounts/${account.number}/usage.csv`]).toMatch(/^Date,Fuel,Register,Energy/);
  });

  it('writes a cell that would run as a formula as text', async () => {
    await execute(
      gateway.database,
      gateway.database
        .updateTable('transactions')
        .set({ description: '=HYPERLINK("http://evil.example")' })
        .where('account_id', '=', 1),
    );
    const files = await filesOf((await requestExport()).id);
    const transactions = Object.entries(files).find(([name]) => name.endsWith('transactions.csv'));
    expect(transactions?.[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(transactions?.[1]).not.toMatch(/,=HYPERLINK/);
  });

  it('emails the customer that it is ready, with when it expires', async () => {
    await requestExport();
    const [email] = await gateway.outbox();
    expect(email).toMatchObject({
      recipient: 'alex@example.com',
      subject: 'Your So Energy data is ready to download',
    });
    expect(email?.body).toContain('http://localhost:3000/accounts/edit');
    expect(email?.body).toMatch(/expires/);
  });

  it('is built once for a repeated Idempotency-Key, with one email', async () => {
    const key = { 'idempotency-key': 'one-click' };
    const first = await requestExport(alex, key);
    expect(await requestExport(alex, key)).toEqual(first);
    const emails = await gateway.outbox();
    expect(emails.filter((email) => email.subject.includes('data is ready'))).toHaveLength(1);
  });

  it('keeps only the latest archive: the one before it is deleted', async () => {
    await requestExport();
    gateway.clock.advance(60_000);
    const second = await requestExport();
    const kept = await gateway.database
      .selectFrom('data_exports')
      .select(['id', 'requested_at as requestedAt'])
      .execute();
    expect(kept).toEqual([{ id: second.id, requestedAt: second.requestedAt }]);
    const files = await filesOf(second.id);
    expect(JSON.parse(files['customer.json'] ?? '')).toMatchObject({
      generatedAt: second.requestedAt,
    });
  });

  it('cannot be downloaded once it has expired', async () => {
    const made = await requestExport();
    gateway.clock.advance(DATA_EXPORT_DAYS * DAY_MS - 1);
    alex = await gateway.login('alex@example.com');
    expect((await download(made.id)).status).toBe(200);
    gateway.clock.advance(1);
    expect(await download(made.id)).toEqual(GONE);
    expect((await answerOf(await gateway.as(alex, EXPORTS))).body).toEqual({
      latest: { ...made, status: 'expired' },
    });
  });

  it('has its contents erased from the database once past its seven days, while one within them stays', async () => {
    const alexExport = await requestExport(alex);
    gateway.clock.advance(DAY_MS);
    const josExport = await requestExport(await gateway.login('jo@example.com'));
    gateway.clock.advance((DATA_EXPORT_DAYS - 1) * DAY_MS);
    const stored = () =>
      gateway.database
        .selectFrom('data_exports')
        .select(['id', 'archive_base64'])
        .orderBy('id')
        .execute();
    expect(await stored()).toHaveLength(2);
    await answerOf(await gateway.as(await gateway.login('jo@example.com'), EXPORTS));
    expect(await stored()).toEqual([
      { id: alexExport.id, archive_base64: '' },
      { id: josExport.id, archive_base64: expect.stringMatching(/^UEs/) },
    ]);
  });

  it('holds only its own customer’s data, and is refused to anyone else as unknown', async () => {
    const made = await requestExport();
    const files = await filesOf(made.id);
    expect(Object.values(files).join('\n')).not.toContain('jo@example.com');
    const jo = await gateway.login('jo@example.com');
    expect(await download(made.id, jo)).toEqual(GONE);
    expect((await answerOf(await gateway.as(jo, EXPORTS))).body).toEqual({ latest: null });
    const anonymous = await gateway.request(`${EXPORTS}/${made.id}/archive`);
    expect(anonymous.status).toBe(401);
  });

  it('is open to customers whose accounts are restricted or locked: the right of access has no conditions', async () => {
    for (const email of ['jo@example.com', 'lee@example.com']) {
      const session = await gateway.login(email);
      const made = await requestExport(session);
      expect((await download(made.id, session)).status).toBe(200);
    }
  });
});
