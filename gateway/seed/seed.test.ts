import { z } from 'zod';
import { createPasswords } from '../auth/passwords';
import { addDays } from '@/lib/iso-date';
import { IN_MEMORY, openSqliteHandle, sqliteDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import type { RawBuilder } from 'kysely';
import { queryAll, queryValue, sql } from '../db/sql';
import {
  accountIdOf,
  createTestGateway,
  TEST_PASSWORD_HASHING,
  type TestGateway,
} from '@/tests/gateway/test-gateway';
import { isValidMpanCore } from '@/lib/gateway/contract/meter-numbers';
import { mpanCore } from './meter-numbers';
import { seedIfEmpty } from './seed';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

async function stateOf(email: string, accountNumber: string) {
  const session = await gateway.login(email);
  const id = await accountIdOf(gateway, accountNumber);
  return (await gateway.as(session, `/api/v1/accounts/${id}/state`)).json();
}

const count = async (query: RawBuilder<unknown>) =>
  z.number().parse(await queryValue(gateway.database, z.number(), query));

describe('the demo personas', () => {
  it('alex: dual-fuel smart, fixed tariff ending in 40 days, can renew, 13 months of history', async () => {
    const state = await stateOf('alex@example.com', '40318275');
    expect(state).toMatchObject({
      accountCanRenew: true,
      onVariableContract: false,
      multipleAccounts: false,
      accountRestricted: false,
      renewals: [],
    });
    const session = await gateway.login('alex@example.com');
    const { agreements } = await (
      await gateway.as(session, '/api/v1/accounts/1/agreements')
    ).json();
    const current = agreements.filter((a: { status: string }) => a.status === 'current');
    expect(current.map((a: { fuel: string }) => a.fuel).sort()).toEqual(['electricity', 'gas']);
    for (const agreement of current) {
      expect(agreement).toMatchObject({ tariffName: 'So Fixed 12M', pricingType: 'Fixed' });
      expect(agreement.endDate).toBe(addDays('2026-03-15', 40));
    }
    expect(
      await count(sql`SELECT count(*) FROM bills WHERE account_id = 1`),
    ).toBeGreaterThanOrEqual(13);
    const days = await count(
      sql`SELECT count(DISTINCT day) FROM daily_usage d JOIN registers r ON r.id = d.register_id
            JOIN meter_points m ON m.id = r.meter_point_id
           WHERE m.account_id = 1 AND day >= '2025-02-15'`,
    );
    expect(days).toBeGreaterThanOrEqual(390);
  });

  it('sam: two accounts, one electricity-only Economy 7 on a variable tariff (renew?fixed-contract)', async () => {
    const leeds = await stateOf('sam@example.com', '40422961');
    const cardiff = await stateOf('sam@example.com', '40598314');
    expect(leeds.multipleAccounts).toBe(true);
    expect(cardiff).toMatchObject({
      multipleAccounts: true,
      onVariableContract: true,
      accountCanRenew: true,
    });
    expect(
      await count(
        sql`SELECT count(*) FROM meter_points WHERE account_id = 3 AND meter_type = 'economy7'`,
      ),
    ).toBe(1);
    expect(
      await count(sql`SELECT count(*) FROM meter_points WHERE account_id = 3 AND fuel = 'gas'`),
    ).toBe(0);
  });

  it('jo: restricted, with a pending renewal and a move-out record', async () => {
    const state = await stateOf('jo@example.com', '40277403');
    expect(state).toMatchObject({
      accountRestricted: true,
      accountCanRenew: false,
      hasMoveOut: true,
      renewals: [
        { status: 'Pending', account_number: '40277403', agreement_ids: expect.any(Array) },
      ],
    });
    expect(state.renewals[0].agreement_ids).toHaveLength(2);
  });

  it('lee: locked, with a blacklisted voucher', async () => {
    expect(await stateOf('lee@example.com', '40711852')).toMatchObject({
      accountUnlocked: false,
      blacklistedVoucher: true,
      accountCanRenew: false,
    });
  });

  it('admin: has the admin flag, and nobody else does', async () => {
    expect((await stateOf('admin@example.com', '40100017')).admin).toBe(true);
    expect((await stateOf('alex@example.com', '40318275')).admin).toBe(false);
  });
});

describe('seed data', () => {
  it('gives every electricity meter a valid MPAN check digit', async () => {
    const mpans = await queryAll(
      gateway.database,
      z.object({ mpan: z.string() }),
      sql`SELECT mpan FROM meter_points WHERE mpan IS NOT NULL`,
    );
    expect(mpans.length).toBeGreaterThan(0);
    for (const { mpan } of mpans) expect(isValidMpanCore(mpan)).toBe(true);
  });

  it('adds every bill up: lines to the total, totals to the bill transactions', async () => {
    const mismatched = await count(sql`SELECT count(*) FROM bills b WHERE total_pence <>
         (SELECT sum(amount_pence) FROM bill_lines WHERE bill_id = b.id)`);
    expect(mismatched).toBe(0);
    const unposted =
      await count(sql`SELECT count(*) FROM bills b WHERE NOT EXISTS (SELECT 1 FROM transactions t
         WHERE t.bill_id = b.id AND t.amount_pence = -b.total_pence)`);
    expect(unposted).toBe(0);
  });

  it('stores only masked bank details', async () => {
    const rows = await queryAll(
      gateway.database,
      z.record(z.string(), z.unknown()),
      sql`SELECT sort_code_masked, account_number_masked FROM direct_debits`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toEqual({
        sort_code_masked: expect.stringMatching(/^\*\*-\*\*-\d{2}$/),
        account_number_masked: expect.stringMatching(/^\*{6}\d{2}$/),
      });
    }
  });

  it('seeds only an empty database, relative to the day it runs', async () => {
    const passwords = createPasswords(TEST_PASSWORD_HASHING);
    expect(await seedIfEmpty(gateway.database, passwords, new Date())).toBe(false);

    const db = openSqliteHandle(IN_MEMORY);
    const database = sqliteDatabase(db);
    await migrate(database);
    expect(await seedIfEmpty(database, passwords, new Date('2027-01-10T12:00:00Z'))).toBe(true);
    const endDates = db
      .prepare(
        `SELECT DISTINCT a.end_date FROM agreements a JOIN accounts c ON c.id = a.account_id
          WHERE c.number = '40318275' AND a.end_date >= '2027-01-10'`,
      )
      .pluck()
      .all();
    expect(endDates).toEqual(['2027-02-19']);
  });
});

describe('MPAN check digit', () => {
  it('is the weighted sum of the first 12 digits, mod 11, mod 10', () => {
    // 1×3 + 6×5 + 1×7 + 2×13 + 3×17 + 4×19 + 5×23 + 6×29 + 7×31 + 8×37 + 9×41 + 0×43 = 1364
    expect(mpanCore(16, 1_234_567_890)).toBe('1612345678900');
    expect(isValidMpanCore('1612345678900')).toBe(true);
    expect(isValidMpanCore('1612345678901')).toBe(false);
    expect(isValidMpanCore('161234567890')).toBe(false);
  });
});
