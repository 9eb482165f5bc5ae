-- The reference gateway's first schema: customers and their accounts, supply, tariffs,
-- readings, usage, billing, payments, referrals, moving home and authentication.
-- Amounts of money are whole pence. Rates (per kWh, per day) are hundredths of a penny
-- (2486 = 24.86p) so they stay whole numbers too. Dates are ISO text: YYYY-MM-DD for calendar
-- days (Europe/London), full ISO 8601 for instants. Booleans are 0 or 1.

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  title TEXT CHECK (title IN ('Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  phone TEXT,
  date_of_birth TEXT,
  marketing_consent INTEGER NOT NULL DEFAULT 0 CHECK (marketing_consent IN (0, 1)),
  ev_marketing_consent INTEGER NOT NULL DEFAULT 0 CHECK (ev_marketing_consent IN (0, 1)),
  is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  address_line1 TEXT NOT NULL,
  address_line2 TEXT,
  town TEXT NOT NULL,
  postcode TEXT NOT NULL,
  opened_on TEXT NOT NULL,
  account_unlocked INTEGER NOT NULL DEFAULT 1 CHECK (account_unlocked IN (0, 1)),
  account_restricted INTEGER NOT NULL DEFAULT 0 CHECK (account_restricted IN (0, 1)),
  blacklisted_voucher INTEGER NOT NULL DEFAULT 0 CHECK (blacklisted_voucher IN (0, 1)),
  smart_meter_booking_eligible INTEGER NOT NULL DEFAULT 0
    CHECK (smart_meter_booking_eligible IN (0, 1)),
  warm_home_discount_eligible INTEGER NOT NULL DEFAULT 0
    CHECK (warm_home_discount_eligible IN (0, 1)),
  referral_code TEXT NOT NULL UNIQUE
);
CREATE INDEX accounts_by_customer ON accounts (customer_id);

-- The tariff catalogue: one product per fuel and meter profile.
CREATE TABLE tariffs (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  fuel TEXT NOT NULL CHECK (fuel IN ('electricity', 'gas')),
  pricing TEXT NOT NULL CHECK (pricing IN ('fixed', 'variable')),
  kind TEXT NOT NULL CHECK (kind IN ('standard', 'ev', 'green')),
  meter_profile TEXT NOT NULL CHECK (meter_profile IN ('standard', 'eco7', 'tou')),
  length_months INTEGER CHECK (length_months > 0),
  exit_fee_pence INTEGER NOT NULL DEFAULT 0,
  standing_charge_pence_x100 INTEGER NOT NULL,
  on_sale INTEGER NOT NULL DEFAULT 1 CHECK (on_sale IN (0, 1)),
  CHECK ((pricing = 'fixed') = (length_months IS NOT NULL))
);

CREATE TABLE tariff_rates (
  tariff_code TEXT NOT NULL REFERENCES tariffs (code),
  rate_name TEXT NOT NULL
    CHECK (rate_name IN ('standard', 'day', 'night', 'SO EV Peak', 'SO EV Off-Peak')),
  unit_rate_pence_x100 INTEGER NOT NULL,
  PRIMARY KEY (tariff_code, rate_name)
);

CREATE TABLE meter_points (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  fuel TEXT NOT NULL CHECK (fuel IN ('electricity', 'gas')),
  mpan TEXT CHECK (mpan GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'),
  mprn TEXT CHECK (length(mprn) BETWEEN 6 AND 10),
  meter_type TEXT NOT NULL CHECK (meter_type IN ('standard', 'economy7', 'smart')),
  meter_serial TEXT NOT NULL,
  CHECK ((fuel = 'electricity') = (mpan IS NOT NULL AND mprn IS NULL)),
  CHECK ((fuel = 'gas') = (mprn IS NOT NULL AND mpan IS NULL))
);
CREATE INDEX meter_points_by_account ON meter_points (account_id);

CREATE TABLE registers (
  id INTEGER PRIMARY KEY,
  meter_point_id INTEGER NOT NULL REFERENCES meter_points (id),
  name TEXT NOT NULL CHECK (name IN ('standard', 'day', 'night')),
  unit TEXT NOT NULL CHECK (unit IN ('kWh', 'm3')),
  digits INTEGER NOT NULL DEFAULT 5,
  -- Estimated annual consumption (industry EAC/AQ) in kWh, from the last year's use.
  estimated_annual_kwh INTEGER NOT NULL,
  UNIQUE (meter_point_id, name)
);

CREATE TABLE readings (
  id INTEGER PRIMARY KEY,
  register_id INTEGER NOT NULL REFERENCES registers (id),
  read_on TEXT NOT NULL,
  value INTEGER NOT NULL CHECK (value >= 0),
  source TEXT NOT NULL CHECK (source IN ('customer', 'smart', 'estimated')),
  submitted_at TEXT NOT NULL
);
CREATE INDEX readings_by_register ON readings (register_id, read_on);

-- Half-hourly smart data summed per day, in watt-hours.
CREATE TABLE daily_usage (
  register_id INTEGER NOT NULL REFERENCES registers (id),
  day TEXT NOT NULL,
  wh INTEGER NOT NULL CHECK (wh >= 0),
  PRIMARY KEY (register_id, day)
) WITHOUT ROWID;

CREATE TABLE agreements (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  meter_point_id INTEGER NOT NULL REFERENCES meter_points (id),
  tariff_code TEXT NOT NULL REFERENCES tariffs (code),
  start_date TEXT NOT NULL,
  -- NULL while a variable agreement runs on.
  end_date TEXT,
  exit_fee_pence INTEGER NOT NULL DEFAULT 0,
  CHECK (end_date IS NULL OR end_date >= start_date)
);
CREATE INDEX agreements_by_account ON agreements (account_id, start_date);

CREATE TABLE renewals (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  status TEXT NOT NULL CHECK (status IN ('Pending', 'Completed', 'Cancelled')),
  requested_at TEXT NOT NULL
);
CREATE INDEX renewals_by_account ON renewals (account_id);

CREATE TABLE renewal_agreements (
  renewal_id INTEGER NOT NULL REFERENCES renewals (id),
  agreement_id INTEGER NOT NULL REFERENCES agreements (id),
  PRIMARY KEY (renewal_id, agreement_id)
);

CREATE TABLE bills (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  issued_on TEXT NOT NULL,
  period_start TEXT NOT NULL,
  period_end TEXT NOT NULL,
  subtotal_pence INTEGER NOT NULL,
  vat_pence INTEGER NOT NULL,
  credits_pence INTEGER NOT NULL,
  total_pence INTEGER NOT NULL,
  CHECK (total_pence = subtotal_pence + vat_pence - credits_pence)
);
CREATE INDEX bills_by_account ON bills (account_id, issued_on);

CREATE TABLE bill_lines (
  id INTEGER PRIMARY KEY,
  bill_id INTEGER NOT NULL REFERENCES bills (id),
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('energy', 'standing_charge', 'vat', 'credit')),
  fuel TEXT CHECK (fuel IN ('electricity', 'gas')),
  description TEXT NOT NULL,
  quantity REAL,
  unit TEXT CHECK (unit IN ('kWh', 'days')),
  rate_pence_x100 INTEGER,
  amount_pence INTEGER NOT NULL,
  UNIQUE (bill_id, position)
);

-- Signed from the customer's side: payments and credits add, bills and refunds take away.
CREATE TABLE transactions (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  posted_on TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('bill', 'payment', 'refund', 'credit')),
  description TEXT NOT NULL,
  amount_pence INTEGER NOT NULL,
  bill_id INTEGER REFERENCES bills (id)
);
CREATE INDEX transactions_by_account ON transactions (account_id, posted_on, id);

-- Bank details are stored masked: the full numbers never reach this database.
CREATE TABLE direct_debits (
  account_id INTEGER PRIMARY KEY REFERENCES accounts (id),
  amount_pence INTEGER NOT NULL CHECK (amount_pence > 0),
  day_of_month INTEGER NOT NULL CHECK (day_of_month BETWEEN 1 AND 28),
  account_holder TEXT NOT NULL,
  sort_code_masked TEXT NOT NULL CHECK (sort_code_masked GLOB '[*][*]-[*][*]-[0-9][0-9]'),
  account_number_masked TEXT NOT NULL CHECK (account_number_masked GLOB '[*][*][*][*][0-9][0-9][0-9][0-9]'),
  bank_name TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE referrals (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  friend_first_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('Pending', 'Completed')),
  referred_on TEXT NOT NULL,
  credit_pence INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX referrals_by_account ON referrals (account_id);

CREATE TABLE move_outs (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL UNIQUE REFERENCES accounts (id),
  move_out_date TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  address_line2 TEXT,
  town TEXT NOT NULL,
  postcode TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('Received', 'Processing', 'Completed')),
  created_at TEXT NOT NULL
);

-- Priced quotes, kept so a later step (renewal, sign-up) can refer to one by id.
CREATE TABLE quotes (
  id TEXT PRIMARY KEY,
  account_id INTEGER REFERENCES accounts (id),
  created_at TEXT NOT NULL,
  body TEXT NOT NULL
);

-- Refresh tokens are stored as SHA-256 hashes. Every login starts a family; each refresh
-- rotates within it, and presenting a rotated token again revokes the whole family.
-- A session: access tokens name it (sid), so revoking it ends them too.
CREATE TABLE session_families (
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  created_at TEXT NOT NULL,
  revoked_at TEXT
);

CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  family_id TEXT NOT NULL REFERENCES session_families (id),
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  short_lived INTEGER NOT NULL CHECK (short_lived IN (0, 1)),
  issued_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  rotated_at TEXT
);
CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id);

CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  failed_at TEXT NOT NULL
);
CREATE INDEX login_failures_by_email ON login_failures (email, failed_at);

CREATE TABLE login_blocks (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  blocked_until TEXT NOT NULL
);

-- Answers to requests sent with an Idempotency-Key, replayed when the same request repeats.
CREATE TABLE idempotency_keys (
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status_code INTEGER NOT NULL,
  response_body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, key)
);
