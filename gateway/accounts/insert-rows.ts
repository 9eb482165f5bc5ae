import type { Db } from '../db/database';
import { execute } from '../db/query';

/** Runs an INSERT and gives the new row's id. */
export const insertId = (db: Db, sql: string, ...params: (string | number | null)[]) =>
  Number(execute(db, sql, ...params).lastInsertRowid);

export interface NewCustomer {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  marketingConsent: boolean;
  evMarketingConsent: boolean;
  admin: boolean;
}

/** A customer with a login (demo personas and sign-ups alike). */
export function insertCustomer(
  db: Db,
  person: NewCustomer,
  passwordHash: string,
  createdAt: string,
): number {
  return insertId(
    db,
    `INSERT INTO customers (title, first_name, last_name, email, phone, date_of_birth,
       marketing_consent, ev_marketing_consent, is_admin, password_hash, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    person.title,
    person.firstName,
    person.lastName,
    person.email,
    person.phone,
    person.dateOfBirth,
    person.marketingConsent ? 1 : 0,
    person.evMarketingConsent ? 1 : 0,
    person.admin ? 1 : 0,
    passwordHash,
    createdAt,
  );
}

export interface NewMeterPoint {
  fuel: 'electricity' | 'gas';
  /** MPAN core for electricity, MPRN for gas. */
  supplyNumber: string;
  meterType: 'standard' | 'economy7' | 'smart';
  serial: string;
}

export function insertMeterPoint(db: Db, accountId: number, meter: NewMeterPoint): number {
  return insertId(
    db,
    `INSERT INTO meter_points (account_id, fuel, mpan, mprn, meter_type, meter_serial)
     VALUES (?, ?, ?, ?, ?, ?)`,
    accountId,
    meter.fuel,
    meter.fuel === 'electricity' ? meter.supplyNumber : null,
    meter.fuel === 'gas' ? meter.supplyNumber : null,
    meter.meterType,
    meter.serial,
  );
}

/** A register: electricity counts kWh on 6 dials, gas cubic metres on 5. */
export function insertRegister(
  db: Db,
  meterPointId: number,
  fuel: 'electricity' | 'gas',
  name: 'standard' | 'day' | 'night',
  estimatedAnnualKwh: number,
): number {
  return insertId(
    db,
    `INSERT INTO registers (meter_point_id, name, unit, digits, estimated_annual_kwh)
     VALUES (?, ?, ?, ?, ?)`,
    meterPointId,
    name,
    fuel === 'gas' ? 'm3' : 'kWh',
    fuel === 'gas' ? 5 : 6,
    estimatedAnnualKwh,
  );
}
