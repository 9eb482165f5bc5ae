import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../database';
import type { Executor } from '../sql';
import type { GatewayMigration } from '../migrate';
import { generatedId } from '../spelling';

type Sql = RawBuilder<unknown>;

const CATALOGUE_TABLES = ['tariffs', 'tariff_region_prices', 'tariff_region_rates'];
const CHANGES = [
  ['INSERT', 'inserted'],
  ['UPDATE', 'updated'],
  ['DELETE', 'deleted'],
] as const;
const KEPT_AS_WRITTEN = 'admin_audit rows cannot be changed';
const KEPT = 'admin_audit rows cannot be removed';

/** The baseline's triggers: the one part of it the two engines need written differently. */
const triggers: Record<DialectName, Sql[]> = {
  sqlite: [
    sql`CREATE TRIGGER admin_audit_kept_as_written BEFORE UPDATE ON admin_audit
        BEGIN SELECT RAISE(ABORT, ${sql.lit(KEPT_AS_WRITTEN)}); END`,
    sql`CREATE TRIGGER admin_audit_kept BEFORE DELETE ON admin_audit
        BEGIN SELECT RAISE(ABORT, ${sql.lit(KEPT)}); END`,
    ...CATALOGUE_TABLES.flatMap((table) =>
      CHANGES.map(
        ([change, past]) =>
          sql`CREATE TRIGGER ${sql.id(`${table}_${past}`)} AFTER ${sql.raw(change)} ON ${sql.id(table)}
              BEGIN UPDATE catalogue_version SET version = version + 1; END`,
      ),
    ),
  ],
  postgres: [
    sql`CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION '%', TG_ARGV[0]; END $$`,
    sql`CREATE TRIGGER admin_audit_kept_as_written BEFORE UPDATE ON admin_audit
        FOR EACH ROW EXECUTE FUNCTION refuse_change(${sql.lit(KEPT_AS_WRITTEN)})`,
    sql`CREATE TRIGGER admin_audit_kept BEFORE DELETE ON admin_audit
        FOR EACH ROW EXECUTE FUNCTION refuse_change(${sql.lit(KEPT)})`,
    // Row by row, as on SQLite: the version moves once for each row changed.
    sql`CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN UPDATE catalogue_version SET version = version + 1; RETURN NULL; END $$`,
    ...CATALOGUE_TABLES.map(
      (table) =>
        sql`CREATE TRIGGER ${sql.id(`${table}_changed`)} AFTER INSERT OR UPDATE OR DELETE
            ON ${sql.id(table)} FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()`,
    ),
  ],
};

// PostgreSQL has no GLOB: these spell its patterns with functions both engines have.
const DIGITS = sql.lit('0123456789');

/** GLOB '[0-9]…' (`count` times): exactly `count` digits. */
function digits(column: string, count: number): Sql {
  const value = sql.ref(column);
  return sql`length(${value}) = ${sql.lit(count)} AND trim(${value}, ${DIGITS}) = ''`;
}

/** GLOB '[*]…[0-9][0-9]': the `mask` as written, then two digits ('******12', '**-**-34'). */
function maskedThenTwoDigits(column: string, mask: string): Sql {
  const value = sql.ref(column);
  return sql`length(${value}) = ${sql.lit(mask.length + 2)}
    AND substr(${value}, 1, ${sql.lit(mask.length)}) = ${sql.lit(mask)}
    AND trim(substr(${value}, ${sql.lit(mask.length + 1)}), ${DIGITS}) = ''`;
}

/** GLOB '[0-9][0-9][0-9][0-9]/[0-9][0-9]': a scheme year such as 2025/26. */
function schemeYear(column: string): Sql {
  const value = sql.ref(column);
  return sql`length(${value}) = 7 AND substr(${value}, 5, 1) = '/'
    AND trim(substr(${value}, 1, 4), ${DIGITS}) = '' AND trim(substr(${value}, 6), ${DIGITS}) = ''`;
}

/** GLOB '[A-Z0-9]*': starts with a capital letter or a digit. */
function startsWithCapitalOrDigit(column: string): Sql {
  const value = sql.ref(column);
  return sql`length(${value}) >= 1
    AND trim(substr(${value}, 1, 1), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') = ''`;
}

/**
 * The schema today's 24 SQLite migrations had built (tests/fixtures/legacy-schema.sql), on both engines.
 * Emails are unique whatever their case through indexes on lower(email), as COLLATE NOCASE
 * has no PostgreSQL spelling; the gateway compares them with lower() and stores lockouts'
 * emails in lower case. Tables come in an order PostgreSQL accepts: each after those it refers to.
 */
function schema(id: Sql): Sql[] {
  const title = sql`title TEXT CHECK (title IN ('Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'))`;
  const region = sql`region_id INTEGER NOT NULL CHECK (region_id BETWEEN 10 AND 23)`;
  const rateName = sql`rate_name TEXT NOT NULL
    CHECK (rate_name IN ('standard', 'day', 'night', 'SO EV Peak', 'SO EV Off-Peak'))`;
  const boolean = (column: string, rest: Sql = sql``) =>
    sql`${sql.ref(column)} INTEGER NOT NULL ${rest} CHECK (${sql.ref(column)} IN (0, 1))`;
  const accountNumberMasked = (column: string) =>
    sql`CHECK (${maskedThenTwoDigits(column, '******')})`;
  const dayOfMonth = (column: string) =>
    sql`${sql.ref(column)} INTEGER NOT NULL CHECK (${sql.ref(column)} BETWEEN 1 AND 28)`;
  const positivePence = (column: string) =>
    sql`${sql.ref(column)} INTEGER NOT NULL CHECK (${sql.ref(column)} > 0)`;

  return [
    sql`CREATE TABLE settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    )`,
    sql`CREATE TABLE customers (
      id ${id},
      ${title},
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT,
      date_of_birth TEXT,
      ${boolean('marketing_consent', sql`DEFAULT 0`)},
      ${boolean('ev_marketing_consent', sql`DEFAULT 0`)},
      ${boolean('is_admin', sql`DEFAULT 0`)},
      password_hash TEXT NOT NULL,
      created_at TEXT NOT NULL,
      correspondence_line1 TEXT,
      correspondence_line2 TEXT,
      correspondence_town TEXT,
      correspondence_postcode TEXT,
      bill_format TEXT NOT NULL DEFAULT 'standard'
        CHECK (bill_format IN ('standard', 'large-print', 'braille', 'audio'))
    )`,
    sql`CREATE UNIQUE INDEX customers_by_email ON customers (lower(email))`,
    sql`CREATE TABLE accounts (
      id ${id},
      number TEXT NOT NULL UNIQUE,
      customer_id INTEGER NOT NULL REFERENCES customers (id),
      address_line1 TEXT NOT NULL,
      address_line2 TEXT,
      town TEXT NOT NULL,
      postcode TEXT NOT NULL,
      opened_on TEXT NOT NULL,
      ${boolean('account_unlocked', sql`DEFAULT 1`)},
      ${boolean('account_restricted', sql`DEFAULT 0`)},
      ${boolean('blacklisted_voucher', sql`DEFAULT 0`)},
      ${boolean('smart_meter_booking_eligible', sql`DEFAULT 0`)},
      referral_code TEXT NOT NULL UNIQUE
    )`,
    sql`CREATE INDEX accounts_by_customer ON accounts (customer_id)`,
    sql`CREATE TABLE tariffs (
      code TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      fuel TEXT NOT NULL CHECK (fuel IN ('electricity', 'gas')),
      pricing TEXT NOT NULL CHECK (pricing IN ('fixed', 'variable')),
      kind TEXT NOT NULL CHECK (kind IN ('standard', 'ev', 'green')),
      meter_profile TEXT NOT NULL CHECK (meter_profile IN ('standard', 'eco7', 'tou')),
      length_months INTEGER CHECK (length_months > 0),
      exit_fee_pence INTEGER NOT NULL DEFAULT 0,
      standing_charge_pence_x100 INTEGER NOT NULL,
      ${boolean('on_sale', sql`DEFAULT 1`)},
      seasonal_adjustment_percent INTEGER NOT NULL DEFAULT 0
        CHECK (seasonal_adjustment_percent BETWEEN 0 AND 100),
      CHECK ((pricing = 'fixed') = (length_months IS NOT NULL))
    )`,
    sql`CREATE TABLE tariff_rates (
      tariff_code TEXT NOT NULL REFERENCES tariffs (code),
      ${rateName},
      unit_rate_pence_x100 INTEGER NOT NULL,
      PRIMARY KEY (tariff_code, rate_name)
    )`,
    sql`CREATE TABLE meter_points (
      id ${id},
      account_id INTEGER NOT NULL REFERENCES accounts (id),
      fuel TEXT NOT NULL CHECK (fuel IN ('electricity', 'gas')),
      mpan TEXT CHECK (${digits('mpan', 13)}),
      mprn TEXT CHECK (length(mprn) BETWEEN 6 AND 10),
      meter_type TEXT NOT NULL CHECK (meter_type IN ('standard', 'economy7', 'smart')),
      meter_serial TEXT NOT NULL,
      CHECK ((fuel = 'electricity') = (mpan IS NOT NULL AND mprn IS NULL)),
      CHECK ((fuel = 'gas') = (mprn IS NOT NULL AND mpan IS NULL))
    )`,
    sql`CREATE INDEX meter_points_by_account ON meter_points (account_id)`,
    sql`CREATE TABLE registers (
      id ${id},
      meter_point_id INTEGER NOT NULL REFERENCES meter_points (id),
      name TEXT NOT NULL CHECK (name IN ('standard', 'day', 'night')),
      unit TEXT NOT NULL CHECK (unit IN ('kWh', 'm3')),
      digits INTEGER NOT NULL DEFAULT 5,
      -- Estimated annual consumption (industry EAC/AQ) in kWh, from the last year's use.
      estimated_annual_kwh INTEGER NOT NULL,
      UNIQUE (meter_point_id, name)
    )`,
    sql`CREATE TABLE readings (
      id ${id},
      register_id INTEGER NOT NULL REFERENCES registers (id),
      read_on TEXT NOT NULL,
      value INTEGER NOT NULL CHECK (value >= 0),
      source TEXT NOT NULL CHECK (source IN ('customer', 'smart', 'estimated')),
      submitted_at TEXT NOT NULL,
      superseded_by INTEGER REFERENCES readings (id),
      lower_reading_reason TEXT
        CHECK (lower_reading_reason IN ('meterRolledOver', 'correctsEstimate'))
    )`,
    sql`CREATE INDEX readings_by_register ON readings (register_id, read_on)`,
    sql`CREATE TABLE daily_usage (
      register_id INTEGER NOT NULL REFERENCES registers (id),
      day TEXT NOT NULL,
      wh INTEGER NOT NULL CHECK (wh >= 0),
      PRIMARY KEY (register_id, day)
    )`,
    sql`CREATE TABLE agreements (
      id ${id},
      account_id INTEGER NOT NULL REFERENCES accounts (id),
      meter_point_id INTEGER NOT NULL REFERENCES meter_points (id),
      tariff_code TEXT NOT NULL REFERENCES tariffs (code),
      start_date TEXT NOT NULL,
      -- NULL while a variable agreement runs on.
      end_date TEXT,
      exit_fee_pence INTEGER NOT NULL DEFAULT 0,
      region_id INTEGER CHECK (region_id BETWEEN 10 AND 23),
      CHECK (end_date IS NULL OR end_date >= start_date)
    )`,
    sql`CREATE INDEX agreements_by_account ON agreements (account_id, start_date)`,
    sql`CREATE TABLE quote_requests (
      id TEXT PRIMARY KEY,
      postcode TEXT NOT NULL,
      ${region},
      -- The validated request (JSON): fuel, meter, usage, MPAN and MPRN.
      body TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX quote_requests_by_expiry ON quote_requests (expires_at)`,
    sql`CREATE TABLE quotes (
      id TEXT PRIMARY KEY,
      account_id INTEGER REFERENCES accounts (id),
      created_at TEXT NOT NULL,
      body TEXT NOT NULL,
      request_id TEXT REFERENCES quote_requests (id)
    )`,
    sql`CREATE INDEX quotes_by_request ON quotes (request_id)`,
    sql`CREATE TABLE renewals (
      id ${id},
      account_id INTEGER NOT NULL REFERENCES accounts (id),
      status TEXT NOT NULL CHECK (status IN ('Pending', 'Completed', 'Cancelled')),
      requested_at TEXT NOT NULL,
      quote_id TEXT REFERENCES quotes (id),
      tariff_name TEXT,
      supply_start_date TEXT
    )`,
    sql`CREATE INDEX renewals_by_account ON renewals (account_id)`,
    sql`CREATE UNIQUE INDEX one_pending_renewal_per_account ON renewals (account_id)
      WHERE status = 'Pending'`,
    sql`CREATE TABLE renewal_agreements (
      renewal_id INTEGER NOT NULL REFERENCES renewals (id),
      agreement_id INTEGER NOT NULL REFERENCES agreements (id),
      PRIMARY KEY (renewal_id, agreement_id)
    )`,
    sql`CREATE TABLE bills (
      id ${id},
      account_id INTEGER NOT NULL REFERENCES accounts (id),
      issued_on TEXT NOT NULL,
      period_start TEXT NOT NULL,
      period_end TEXT NOT NULL,
      subtotal_pence INTEGER NOT NULL,
      vat_pence INTEGER NOT NULL,
      credits_pence INTEGER NOT NULL,
      total_pence INTEGER NOT NULL,
      CHECK (total_pence = subtotal_pence + vat_pence - credits_pence)
    )`,
    sql`CREATE INDEX bills_by_account ON bills (account_id, issued_on)`,
    sql`CREATE TABLE bill_lines (
      id ${id},
      bill_id INTEGER NOT NULL REFERENCES bills (id),
      position INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('energy', 'standing_charge', 'vat', 'credit')),
      fuel TEXT CHECK (fuel IN ('electricity', 'gas')),
      description TEXT NOT NULL,
      quantity DOUBLE PRECISION,
      unit TEXT CHECK (unit IN ('kWh', 'days')),
      amount_pence INTEGER NOT NULL,
      rate_pence_x10000 INTEGER,
      register_id INTEGER REFERENCES registers (id),
      opening_reading_id INTEGER REFERENCES readings (id),
      closing_reading_id INTEGER REFERENCES readings (id),
      calorific_value DOUBLE PRECISION CHECK (calorific_value BETWEEN 35 AND 45),
      UNIQUE (bill_id, position)
    )`,
    sql`CREATE TABLE transactions (
      id ${id},
      account_id INTEGER NOT NULL REFERENCES accounts (id),
      posted_on TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('bill', 'payment', 'refund', 'credit')),
      description TEXT NOT NULL,
      amount_pence INTEGER NOT NULL,
      bill_id INTEGER REFERENCES bills (id)
    )`,
    sql`CREATE INDEX transactions_by_account ON transactions (account_id, posted_on, id)`,
    sql`CREATE TABLE referrals (
      id ${id},
      account_id INTEGER NOT NULL REFERENCES accounts (id),
      friend_first_name TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('Pending', 'Completed')),
      referred_on TEXT NOT NULL,
      credit_pence INTEGER NOT NULL DEFAULT 0,
      friend_account_id INTEGER REFERENCES accounts (id)
    )`,
    sql`CREATE INDEX referrals_by_account ON referrals (account_id)`,
    sql`CREATE UNIQUE INDEX referrals_by_friend ON referrals (friend_account_id)`,
    sql`CREATE TABLE move_outs (
      id ${id},
      account_id INTEGER NOT NULL UNIQUE REFERENCES accounts (id),
      move_out_date TEXT NOT NULL,
      address_line1 TEXT NOT NULL,
      address_line2 TEXT,
      town TEXT NOT NULL,
      postcode TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('Received', 'Processing', 'Completed')),
      created_at TEXT NOT NULL
    )`,
    sql`CREATE TABLE session_families (
      id TEXT PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers (id),
      created_at TEXT NOT NULL,
      revoked_at TEXT,
      user_agent TEXT,
      last_used_at TEXT
    )`,
    sql`CREATE INDEX session_families_by_customer ON session_families (customer_id)`,
    sql`CREATE TABLE refresh_tokens (
      token_hash TEXT PRIMARY KEY,
      family_id TEXT NOT NULL REFERENCES session_families (id),
      customer_id INTEGER NOT NULL REFERENCES customers (id),
      ${boolean('short_lived')},
      issued_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      rotated_at TEXT
    )`,
    sql`CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id)`,
    sql`CREATE TABLE idempotency_keys (
      customer_id INTEGER NOT NULL REFERENCES customers (id),
      key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      status_code INTEGER NOT NULL,
      response_body TEXT NOT NULL,
      created_at TEXT NOT NULL,
      PRIMARY KEY (customer_id, key)
    )`,
    sql`CREATE TABLE tariff_region_prices (
      tariff_code TEXT NOT NULL REFERENCES tariffs (code),
      ${region},
      standing_charge_inc_vat_pence_x100 INTEGER NOT NULL
        CHECK (standing_charge_inc_vat_pence_x100 > 0),
      PRIMARY KEY (tariff_code, region_id)
    )`,
    sql`CREATE TABLE tariff_region_rates (
      tariff_code TEXT NOT NULL,
      region_id INTEGER NOT NULL,
      ${rateName},
      unit_rate_inc_vat_pence_x100 INTEGER NOT NULL CHECK (unit_rate_inc_vat_pence_x100 > 0),
      PRIMARY KEY (tariff_code, region_id, rate_name),
      FOREIGN KEY (tariff_code, region_id) REFERENCES tariff_region_prices (tariff_code, region_id)
    )`,
    sql`CREATE TABLE vehicles (
      registration_plate TEXT NOT NULL PRIMARY KEY
        CHECK (${startsWithCapitalOrDigit('registration_plate')}),
      make TEXT NOT NULL,
      model TEXT NOT NULL,
      fuel TEXT NOT NULL CHECK (fuel IN ('ELECTRICITY', 'PETROL', 'DIESEL', 'HYBRID ELECTRIC'))
    )`,
    sql`CREATE TABLE signups (
      id ${id},
      quote_request_id TEXT NOT NULL UNIQUE REFERENCES quote_requests (id),
      quote_id TEXT NOT NULL REFERENCES quotes (id),
      account_id INTEGER NOT NULL UNIQUE REFERENCES accounts (id),
      idempotency_key TEXT UNIQUE,
      request_fingerprint TEXT NOT NULL,
      response_body TEXT NOT NULL,
      created_at TEXT NOT NULL,
      referral_code TEXT
        CHECK (referral_code IS NULL OR length(referral_code) BETWEEN 3 AND 32),
      referrer_account_id INTEGER REFERENCES accounts (id),
      agent_id TEXT CHECK (agent_id IS NULL OR length(agent_id) BETWEEN 1 AND 64),
      partner_id TEXT CHECK (partner_id IS NULL OR length(partner_id) BETWEEN 1 AND 64),
      CHECK (referrer_account_id IS NULL OR referral_code IS NOT NULL)
    )`,
    sql`CREATE TABLE direct_debits (
      account_id INTEGER PRIMARY KEY REFERENCES accounts (id),
      ${positivePence('amount_pence')},
      ${dayOfMonth('day_of_month')},
      account_holder TEXT NOT NULL,
      sort_code_masked TEXT NOT NULL
        CHECK (${maskedThenTwoDigits('sort_code_masked', '**-**-')}),
      account_number_masked TEXT NOT NULL ${accountNumberMasked('account_number_masked')},
      -- Empty when we do not know the bank.
      bank_name TEXT NOT NULL,
      -- HMAC-SHA256 of sort code and account number under the gateway's key; NULL for demo data.
      bank_details_hash TEXT,
      -- When the account holder confirmed they alone can authorise debits (the mandate).
      mandate_confirmed_at TEXT,
      updated_at TEXT NOT NULL
    )`,
    sql`CREATE TABLE ev_reminders (
      id ${id},
      email TEXT NOT NULL,
      remind_on TEXT NOT NULL,
      -- When the person last agreed to be emailed about it.
      consented_at TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    )`,
    sql`CREATE UNIQUE INDEX ev_reminders_by_email ON ev_reminders (lower(email))`,
    sql`CREATE TABLE poll_votes (
      id ${id},
      poll_id TEXT NOT NULL,
      option_id TEXT NOT NULL,
      voter_hash TEXT NOT NULL,
      voted_at TEXT NOT NULL,
      UNIQUE (poll_id, voter_hash)
    )`,
    sql`CREATE INDEX poll_votes_by_option ON poll_votes (poll_id, option_id)`,
    sql`CREATE TABLE contact_messages (
      id ${id},
      reference TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      account_number TEXT,
      topic TEXT NOT NULL,
      message TEXT NOT NULL,
      client_hash TEXT NOT NULL,
      idempotency_key TEXT,
      -- A keyed hash of the request, so a reused key with a different message is refused.
      request_hash TEXT NOT NULL,
      created_at TEXT NOT NULL,
      UNIQUE (client_hash, idempotency_key)
    )`,
    sql`CREATE INDEX contact_messages_by_client ON contact_messages (client_hash, created_at)`,
    sql`CREATE TABLE switch_ratings (
      id ${id},
      account_id INTEGER NOT NULL UNIQUE REFERENCES accounts (id),
      stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
      comment TEXT,
      rated_at TEXT NOT NULL
    )`,
    sql`CREATE TABLE extra_support (
      account_id INTEGER PRIMARY KEY REFERENCES accounts (id),
      ${boolean('needed')},
      -- NULL when nothing was written, and always NULL when no support is needed.
      details TEXT CHECK (details IS NULL OR (needed = 1 AND length(details) BETWEEN 1 AND 500)),
      recorded_at TEXT NOT NULL
    )`,
    sql`CREATE TABLE payment_plan_requests (
      id ${id},
      account_id INTEGER NOT NULL REFERENCES accounts (id),
      ${positivePence('owed_pence')},
      months INTEGER NOT NULL CHECK (months IN (3, 6, 9, 12)),
      ${positivePence('monthly_pence')},
      phone TEXT NOT NULL,
      circumstances TEXT NOT NULL CHECK (length(circumstances) <= 1000),
      status TEXT NOT NULL DEFAULT 'Requested'
        CHECK (status IN ('Requested', 'Agreed', 'Declined')),
      requested_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX payment_plan_requests_by_account
      ON payment_plan_requests (account_id, requested_at)`,
    sql`CREATE TABLE direct_debit_changes (
      id ${id},
      account_id INTEGER NOT NULL REFERENCES accounts (id),
      -- 'payment': the amount or the day; 'mandate': the bank account collected from.
      kind TEXT NOT NULL CHECK (kind IN ('payment', 'mandate')),
      ${positivePence('old_amount_pence')},
      ${positivePence('new_amount_pence')},
      ${dayOfMonth('old_day_of_month')},
      ${dayOfMonth('new_day_of_month')},
      -- For a new mandate, the masked account numbers (last two digits only) before and after.
      old_account_number_masked TEXT ${accountNumberMasked('old_account_number_masked')},
      new_account_number_masked TEXT ${accountNumberMasked('new_account_number_masked')},
      -- The customer's own reason; empty when they gave none.
      reason TEXT NOT NULL CHECK (length(reason) <= 200),
      changed_by TEXT NOT NULL CHECK (changed_by IN ('customer')),
      changed_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX direct_debit_changes_by_account
      ON direct_debit_changes (account_id, changed_at)`,
    sql`CREATE TABLE name_change_requests (
      id ${id},
      customer_id INTEGER NOT NULL REFERENCES customers (id),
      ${title},
      first_name TEXT NOT NULL CHECK (length(first_name) BETWEEN 1 AND 50),
      last_name TEXT NOT NULL CHECK (length(last_name) BETWEEN 1 AND 50),
      reason TEXT NOT NULL
        CHECK (reason IN ('marriage', 'divorce', 'deed-poll', 'correction', 'other')),
      -- The customer's own words; required for 'other'.
      details TEXT CHECK (details IS NULL OR length(details) BETWEEN 1 AND 500),
      status TEXT NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Completed', 'Declined')),
      requested_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX name_change_requests_by_customer
      ON name_change_requests (customer_id, status)`,
    sql`CREATE TABLE smart_meter_slots (
      id TEXT PRIMARY KEY,
      ${region},
      date TEXT NOT NULL,
      part_of_day TEXT NOT NULL CHECK (part_of_day IN ('morning', 'afternoon')),
      capacity INTEGER NOT NULL CHECK (capacity >= 0),
      UNIQUE (region_id, date, part_of_day)
    )`,
    sql`CREATE TABLE smart_meter_bookings (
      id ${id},
      account_id INTEGER NOT NULL REFERENCES accounts (id),
      slot_id TEXT NOT NULL REFERENCES smart_meter_slots (id),
      status TEXT NOT NULL CHECK (status IN ('Booked', 'Cancelled')),
      -- What the customer told the engineer; NULL when nothing.
      access_notes TEXT CHECK (length(access_notes) <= 300),
      booked_at TEXT NOT NULL,
      rescheduled_at TEXT,
      cancelled_at TEXT
    )`,
    sql`CREATE UNIQUE INDEX one_smart_meter_booking_per_account ON smart_meter_bookings (account_id)
      WHERE status = 'Booked'`,
    sql`CREATE INDEX smart_meter_bookings_by_slot ON smart_meter_bookings (slot_id)
      WHERE status = 'Booked'`,
    sql`CREATE TABLE smart_meter_waiting_list (
      id ${id},
      account_id INTEGER NOT NULL REFERENCES accounts (id),
      ${region},
      -- 'Left': the customer asked to come off it; 'Booked': they booked an appointment.
      status TEXT NOT NULL CHECK (status IN ('Waiting', 'Left', 'Booked')),
      joined_at TEXT NOT NULL,
      left_at TEXT
    )`,
    sql`CREATE UNIQUE INDEX one_waiting_place_per_account ON smart_meter_waiting_list (account_id)
      WHERE status = 'Waiting'`,
    sql`CREATE INDEX smart_meter_waiting_list_by_region ON smart_meter_waiting_list (region_id, id)
      WHERE status = 'Waiting'`,
    sql`CREATE TABLE admin_audit (
      id ${id},
      staff_customer_id INTEGER NOT NULL REFERENCES customers (id),
      action TEXT NOT NULL CHECK (action IN ('search', 'view')),
      -- A search: what was searched for, as typed (trimmed).
      search_query TEXT CHECK (length(search_query) BETWEEN 1 AND 254),
      -- A view: the account looked at.
      account_id INTEGER REFERENCES accounts (id),
      at TEXT NOT NULL,
      CHECK ((action = 'search') = (search_query IS NOT NULL)),
      CHECK ((action = 'view') = (account_id IS NOT NULL))
    )`,
    sql`CREATE INDEX admin_audit_by_staff ON admin_audit (staff_customer_id, id)`,
    sql`CREATE TABLE warm_home_discount_matches (
      account_id INTEGER NOT NULL REFERENCES accounts (id),
      scheme_year TEXT NOT NULL CHECK (${schemeYear('scheme_year')}),
      status TEXT NOT NULL CHECK (status IN ('matched', 'confirm-by-phone', 'paid')),
      confirm_by TEXT,
      paid_on TEXT,
      amount_pence INTEGER CHECK (amount_pence > 0),
      PRIMARY KEY (account_id, scheme_year),
      CHECK ((status = 'confirm-by-phone') = (confirm_by IS NOT NULL)),
      CHECK ((status = 'paid') = (paid_on IS NOT NULL AND amount_pence IS NOT NULL))
    )`,
    sql`CREATE TABLE warm_home_discount_broader_group (
      scheme_year TEXT PRIMARY KEY CHECK (${schemeYear('scheme_year')}),
      opens_on TEXT NOT NULL,
      places INTEGER NOT NULL CHECK (places >= 0)
    )`,
    sql`CREATE TABLE warm_home_discount_applications (
      id ${id},
      account_id INTEGER NOT NULL REFERENCES accounts (id),
      scheme_year TEXT NOT NULL CHECK (${schemeYear('scheme_year')}),
      status TEXT NOT NULL
        CHECK (status IN ('Received', 'Under review', 'Accepted', 'Declined')),
      decline_reason TEXT,
      benefit TEXT NOT NULL,
      benefit_holder TEXT NOT NULL CHECK (benefit_holder IN ('customer', 'partner')),
      name_on_benefit TEXT NOT NULL,
      date_of_birth TEXT NOT NULL,
      ni_number_end TEXT NOT NULL CHECK (length(ni_number_end) = 3),
      ${boolean('child_under_five')},
      ${boolean('disability')},
      ${boolean('aged_65_or_over')},
      created_at TEXT NOT NULL,
      UNIQUE (account_id, scheme_year),
      CHECK ((status = 'Declined') = (decline_reason IS NOT NULL))
    )`,
    sql`CREATE INDEX warm_home_discount_applications_by_year ON warm_home_discount_applications
      (scheme_year) WHERE status <> 'Declined'`,
    // Emails stored in lower case by the lockout code, so compared as they are.
    sql`CREATE TABLE login_failures (
      id ${id},
      email TEXT NOT NULL,
      client TEXT NOT NULL,
      failed_at TEXT NOT NULL
    )`,
    sql`CREATE INDEX login_failures_by_email ON login_failures (email, failed_at)`,
    sql`CREATE INDEX login_failures_by_client ON login_failures (client, failed_at)`,
    sql`CREATE INDEX login_failures_by_age ON login_failures (failed_at)`,
    sql`CREATE TABLE login_blocks (
      email TEXT NOT NULL,
      client TEXT NOT NULL,
      blocked_until TEXT NOT NULL,
      PRIMARY KEY (email, client),
      CHECK (email <> '' OR client <> '')
    )`,
    sql`CREATE INDEX login_blocks_by_client ON login_blocks (client)`,
    sql`CREATE TABLE outbox (
      id ${id},
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      created_at TEXT NOT NULL,
      sent_at TEXT,
      failed_at TEXT
    )`,
    sql`CREATE INDEX outbox_by_recipient ON outbox (recipient, created_at)`,
    sql`CREATE TABLE password_resets (
      token_hash TEXT PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers (id),
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      used_at TEXT
    )`,
    sql`CREATE INDEX password_resets_by_customer ON password_resets (customer_id, created_at)`,
    sql`CREATE TABLE email_changes (
      token_hash TEXT PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers (id),
      new_email TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      used_at TEXT
    )`,
    sql`CREATE INDEX email_changes_by_customer ON email_changes (customer_id, used_at)`,
    sql`CREATE TABLE catalogue_version (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      version INTEGER NOT NULL
    )`,
    sql`INSERT INTO catalogue_version (id, version) VALUES (1, 1)`,
    sql`CREATE TABLE catalogue_snapshots (
      version INTEGER NOT NULL,
      ${region},
      products TEXT NOT NULL,
      PRIMARY KEY (version, region_id)
    )`,
  ];
}

export const baseline: GatewayMigration = {
  async up(db: Executor, dialect: DialectName) {
    for (const statement of [...schema(generatedId[dialect]), ...triggers[dialect]]) {
      await statement.execute(db);
    }
  },
};
