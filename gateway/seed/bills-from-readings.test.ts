import { z } from 'zod';
import { createPasswords } from '../auth/passwords';
import { addDays } from '@/lib/iso-date';
import { IN_MEMORY, openSqliteHandle, sqliteDatabase, type Db } from '../db/database';
import { migrate } from '../db/migrate';
import { gasKwh } from '../energy';
import { TEST_PASSWORD_HASHING } from '@/tests/gateway/test-gateway';
import { seedIfEmpty } from './seed';

const passwords = createPasswords(TEST_PASSWORD_HASHING);

async function seededOn(instant: string): Promise<Db> {
  const db = openSqliteHandle(IN_MEMORY);
  const database = sqliteDatabase(db);
  await migrate(database);
  await seedIfEmpty(database, passwords, new Date(instant));
  return db;
}

const energyLine = z.object({
  fuel: z.enum(['electricity', 'gas']),
  quantity: z.number(),
  openingOn: z.string(),
  openingValue: z.number(),
  closingOn: z.string(),
  closingValue: z.number(),
  calorificValue: z.number().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
});

function energyLines(db: Db) {
  return z.array(energyLine).parse(
    db
      .prepare(
        `SELECT l.fuel, l.quantity, o.read_on AS openingOn, o.value AS openingValue,
                c.read_on AS closingOn, c.value AS closingValue, l.calorific_value AS calorificValue,
                b.period_start AS periodStart, b.period_end AS periodEnd
           FROM bill_lines l JOIN bills b ON b.id = l.bill_id
           JOIN readings o ON o.id = l.opening_reading_id
           JOIN readings c ON c.id = l.closing_reading_id
          WHERE l.kind = 'energy'`,
      )
      .all(),
  );
}

const count = (db: Db, sql: string, ...params: string[]) =>
  z.number().parse(
    db
      .prepare(sql)
      .pluck()
      .get(...params),
  );

// Seeded on days across the year, so seasons, month lengths and tariff changes all fall differently.
describe.each(['2026-03-15T10:00:00Z', '2026-08-31T10:00:00Z', '2026-11-24T10:00:00Z'])(
  'the seed of %s',
  (instant) => {
    let db: Db;
    beforeAll(async () => {
      db = await seededOn(instant);
    });

    it('makes every energy line from readings within its bill period', () => {
      const lines = energyLines(db);
      expect(lines.length).toBeGreaterThan(100);
      expect(
        count(
          db,
          "SELECT count(*) FROM bill_lines WHERE kind = 'energy' AND closing_reading_id IS NULL",
        ),
      ).toBe(0);
      for (const line of lines) {
        expect(line.openingOn >= line.periodStart).toBe(true);
        expect(line.closingOn <= addDays(line.periodEnd, 1)).toBe(true);
        expect(line.closingOn > line.openingOn).toBe(true);
      }
    });

    it('charges exactly the units between the readings (gas: m³ × 1.02264 × CV ÷ 3.6)', () => {
      for (const line of energyLines(db)) {
        const units = line.closingValue - line.openingValue;
        expect(units).toBeGreaterThanOrEqual(0);
        const kwh =
          line.fuel === 'gas'
            ? Math.round(gasKwh(units, line.calorificValue ?? 0) * 100) / 100
            : units;
        expect(line.quantity).toBe(kwh);
      }
    });

    it('estimates a reading where a bill needs one and no actual reading exists', () => {
      // Sam's Cardiff Economy 7 meter is read every 13 weeks but billed monthly.
      const estimated = count(
        db,
        `SELECT count(*) FROM readings rd JOIN registers r ON r.id = rd.register_id
           JOIN meter_points m ON m.id = r.meter_point_id JOIN accounts a ON a.id = m.account_id
          WHERE a.number = '40598314' AND rd.source = 'estimated'`,
      );
      expect(estimated).toBeGreaterThan(0);
    });

    it('keeps actual readings rising on every register', () => {
      expect(
        count(
          db,
          `SELECT count(*) FROM readings a JOIN readings b ON a.register_id = b.register_id
            WHERE b.read_on > a.read_on AND b.value < a.value
              AND a.source <> 'estimated' AND b.source <> 'estimated'`,
        ),
      ).toBe(0);
    });

    it('adds every bill up and posts it', () => {
      expect(
        count(
          db,
          `SELECT count(*) FROM bills b WHERE total_pence <>
             (SELECT sum(amount_pence) FROM bill_lines WHERE bill_id = b.id)`,
        ),
      ).toBe(0);
    });

    it("silences riley's smart meter for the last 5 days and for 4 days last month", () => {
      const today = instant.slice(0, 10);
      const lastDay = z.string().parse(
        db
          .prepare(
            `SELECT max(day) FROM daily_usage d JOIN registers r ON r.id = d.register_id
               JOIN meter_points m ON m.id = r.meter_point_id JOIN accounts a ON a.id = m.account_id
              WHERE a.number = '40865129'`,
          )
          .pluck()
          .get(),
      );
      expect(lastDay).toBe(new Date(Date.parse(today) - 6 * 86_400_000).toISOString().slice(0, 10));
      const lastMonth = new Date(Date.parse(`${today.slice(0, 7)}-01`) - 86_400_000);
      const gapDays = count(
        db,
        `SELECT count(DISTINCT day) FROM daily_usage d JOIN registers r ON r.id = d.register_id
           JOIN meter_points m ON m.id = r.meter_point_id JOIN accounts a ON a.id = m.account_id
          WHERE a.number = '40865129' AND substr(day, 1, 7) = ?`,
        lastMonth.toISOString().slice(0, 7),
      );
      expect(gapDays).toBe(lastMonth.getUTCDate() - 4);
    });
  },
);
