CREATE TABLE schema_migrations (
       version INTEGER PRIMARY KEY,
       name TEXT NOT NULL,
       applied_at TEXT NOT NULL
     );

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
, correspondence_line1 TEXT, correspondence_line2 TEXT, correspondence_town TEXT, correspondence_postcode TEXT, bill_format TEXT NOT NULL DEFAULT 'standard'
  CHECK (bill_format IN ('standard', 'large-print', 'braille', 'audio')));

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
  referral_code TEXT NOT NULL UNIQUE
);

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
  on_sale INTEGER NOT NULL DEFAULT 1 CHECK (on_sale IN (0, 1)), seasonal_adjustment_percent INTEGER NOT NULL DEFAULT 0
  CHECK (seasonal_adjustment_percent BETWEEN 0 AND 100),
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
, superseded_by INTEGER REFERENCES readings (id), lower_reading_reason TEXT
  CHECK (lower_reading_reason IN ('meterRolledOver', 'correctsEstimate')));

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
  exit_fee_pence INTEGER NOT NULL DEFAULT 0, region_id INTEGER CHECK (region_id BETWEEN 10 AND 23),
  CHECK (end_date IS NULL OR end_date >= start_date)
);

CREATE TABLE renewals (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  status TEXT NOT NULL CHECK (status IN ('Pending', 'Completed', 'Cancelled')),
  requested_at TEXT NOT NULL
, quote_id TEXT REFERENCES quotes (id), tariff_name TEXT, supply_start_date TEXT);

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

CREATE TABLE bill_lines (
  id INTEGER PRIMARY KEY,
  bill_id INTEGER NOT NULL REFERENCES bills (id),
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('energy', 'standing_charge', 'vat', 'credit')),
  fuel TEXT CHECK (fuel IN ('electricity', 'gas')),
  description TEXT NOT NULL,
  quantity REAL,
  unit TEXT CHECK (unit IN ('kWh', 'days')),
  amount_pence INTEGER NOT NULL, rate_pence_x10000 INTEGER, register_id INTEGER REFERENCES registers (id), opening_reading_id INTEGER REFERENCES readings (id), closing_reading_id INTEGER REFERENCES readings (id), calorific_value REAL CHECK (calorific_value BETWEEN 35 AND 45),
  UNIQUE (bill_id, position)
);

CREATE TABLE transactions (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  posted_on TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('bill', 'payment', 'refund', 'credit')),
  description TEXT NOT NULL,
  amount_pence INTEGER NOT NULL,
  bill_id INTEGER REFERENCES bills (id)
);

CREATE TABLE referrals (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  friend_first_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('Pending', 'Completed')),
  referred_on TEXT NOT NULL,
  credit_pence INTEGER NOT NULL DEFAULT 0
, friend_account_id INTEGER REFERENCES accounts (id));

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

CREATE TABLE quotes (
  id TEXT PRIMARY KEY,
  account_id INTEGER REFERENCES accounts (id),
  created_at TEXT NOT NULL,
  body TEXT NOT NULL
, request_id TEXT REFERENCES quote_requests (id));

CREATE TABLE session_families (
  id TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  created_at TEXT NOT NULL,
  revoked_at TEXT
, user_agent TEXT, last_used_at TEXT);

CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  family_id TEXT NOT NULL REFERENCES session_families (id),
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  short_lived INTEGER NOT NULL CHECK (short_lived IN (0, 1)),
  issued_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  rotated_at TEXT
);

CREATE TABLE idempotency_keys (
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status_code INTEGER NOT NULL,
  response_body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, key)
);

CREATE TABLE tariff_region_prices (
  tariff_code TEXT NOT NULL REFERENCES tariffs (code),
  region_id INTEGER NOT NULL CHECK (region_id BETWEEN 10 AND 23),
  standing_charge_inc_vat_pence_x100 INTEGER NOT NULL CHECK (standing_charge_inc_vat_pence_x100 > 0),
  PRIMARY KEY (tariff_code, region_id)
) WITHOUT ROWID;

CREATE TABLE tariff_region_rates (
  tariff_code TEXT NOT NULL,
  region_id INTEGER NOT NULL,
  rate_name TEXT NOT NULL
    CHECK (rate_name IN ('standard', 'day', 'night', 'SO EV Peak', 'SO EV Off-Peak')),
  unit_rate_inc_vat_pence_x100 INTEGER NOT NULL CHECK (unit_rate_inc_vat_pence_x100 > 0),
  PRIMARY KEY (tariff_code, region_id, rate_name),
  FOREIGN KEY (tariff_code, region_id) REFERENCES tariff_region_prices (tariff_code, region_id)
) WITHOUT ROWID;

CREATE TABLE quote_requests (
  id TEXT PRIMARY KEY,
  postcode TEXT NOT NULL,
  region_id INTEGER NOT NULL CHECK (region_id BETWEEN 10 AND 23),
  -- The validated request (JSON): fuel, meter, usage, MPAN and MPRN.
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE TABLE vehicles (
  registration_plate TEXT PRIMARY KEY CHECK (registration_plate GLOB '[A-Z0-9]*'),
  make TEXT NOT NULL,
  model TEXT NOT NULL,
  fuel TEXT NOT NULL CHECK (fuel IN ('ELECTRICITY', 'PETROL', 'DIESEL', 'HYBRID ELECTRIC'))
) WITHOUT ROWID;

CREATE TABLE signups (
  id INTEGER PRIMARY KEY,
  quote_request_id TEXT NOT NULL UNIQUE REFERENCES quote_requests (id),
  quote_id TEXT NOT NULL REFERENCES quotes (id),
  account_id INTEGER NOT NULL UNIQUE REFERENCES accounts (id),
  idempotency_key TEXT UNIQUE,
  request_fingerprint TEXT NOT NULL,
  response_body TEXT NOT NULL,
  created_at TEXT NOT NULL
, referral_code TEXT
  CHECK (referral_code IS NULL OR length(referral_code) BETWEEN 3 AND 32), referrer_account_id INTEGER REFERENCES accounts (id)
  CHECK (referrer_account_id IS NULL OR referral_code IS NOT NULL), agent_id TEXT
  CHECK (agent_id IS NULL OR length(agent_id) BETWEEN 1 AND 64), partner_id TEXT
  CHECK (partner_id IS NULL OR length(partner_id) BETWEEN 1 AND 64));

CREATE TABLE "direct_debits" (
  account_id INTEGER PRIMARY KEY REFERENCES accounts (id),
  amount_pence INTEGER NOT NULL CHECK (amount_pence > 0),
  day_of_month INTEGER NOT NULL CHECK (day_of_month BETWEEN 1 AND 28),
  account_holder TEXT NOT NULL,
  sort_code_masked TEXT NOT NULL CHECK (sort_code_masked GLOB '[*][*]-[*][*]-[0-9][0-9]'),
  account_number_masked TEXT NOT NULL
    CHECK (account_number_masked GLOB '[*][*][*][*][*][*][0-9][0-9]'),
  -- Empty when we do not know the bank.
  bank_name TEXT NOT NULL,
  -- HMAC-SHA256 of sort code and account number under the gateway's key; NULL for demo data.
  bank_details_hash TEXT,
  -- When the account holder confirmed they alone can authorise debits (the mandate).
  mandate_confirmed_at TEXT,
  updated_at TEXT NOT NULL
);

CREATE TABLE ev_reminders (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  remind_on TEXT NOT NULL,
  -- When the person last agreed to be emailed about it.
  consented_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE poll_votes (
  id INTEGER PRIMARY KEY,
  poll_id TEXT NOT NULL,
  option_id TEXT NOT NULL,
  voter_hash TEXT NOT NULL,
  voted_at TEXT NOT NULL,
  UNIQUE (poll_id, voter_hash)
);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
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
);

CREATE TABLE switch_ratings (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL UNIQUE REFERENCES accounts (id),
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  comment TEXT,
  rated_at TEXT NOT NULL
);

CREATE TABLE extra_support (
  account_id INTEGER PRIMARY KEY REFERENCES accounts (id),
  needed INTEGER NOT NULL CHECK (needed IN (0, 1)),
  -- NULL when nothing was written, and always NULL when no support is needed.
  details TEXT CHECK (details IS NULL OR (needed = 1 AND length(details) BETWEEN 1 AND 500)),
  recorded_at TEXT NOT NULL
);

CREATE TABLE payment_plan_requests (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  owed_pence INTEGER NOT NULL CHECK (owed_pence > 0),
  months INTEGER NOT NULL CHECK (months IN (3, 6, 9, 12)),
  monthly_pence INTEGER NOT NULL CHECK (monthly_pence > 0),
  phone TEXT NOT NULL,
  circumstances TEXT NOT NULL CHECK (length(circumstances) <= 1000),
  status TEXT NOT NULL DEFAULT 'Requested' CHECK (status IN ('Requested', 'Agreed', 'Declined')),
  requested_at TEXT NOT NULL
);

CREATE TABLE direct_debit_changes (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  -- 'payment': the amount or the day; 'mandate': the bank account collected from.
  kind TEXT NOT NULL CHECK (kind IN ('payment', 'mandate')),
  old_amount_pence INTEGER NOT NULL CHECK (old_amount_pence > 0),
  new_amount_pence INTEGER NOT NULL CHECK (new_amount_pence > 0),
  old_day_of_month INTEGER NOT NULL CHECK (old_day_of_month BETWEEN 1 AND 28),
  new_day_of_month INTEGER NOT NULL CHECK (new_day_of_month BETWEEN 1 AND 28),
  -- For a new mandate, the masked account numbers (last two digits only) before and after.
  old_account_number_masked TEXT
    CHECK (old_account_number_masked GLOB '[*][*][*][*][*][*][0-9][0-9]'),
  new_account_number_masked TEXT
    CHECK (new_account_number_masked GLOB '[*][*][*][*][*][*][0-9][0-9]'),
  -- The customer's own reason; empty when they gave none.
  reason TEXT NOT NULL CHECK (length(reason) <= 200),
  changed_by TEXT NOT NULL CHECK (changed_by IN ('customer')),
  changed_at TEXT NOT NULL
);

CREATE TABLE name_change_requests (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  title TEXT CHECK (title IN ('Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr')),
  first_name TEXT NOT NULL CHECK (length(first_name) BETWEEN 1 AND 50),
  last_name TEXT NOT NULL CHECK (length(last_name) BETWEEN 1 AND 50),
  reason TEXT NOT NULL
    CHECK (reason IN ('marriage', 'divorce', 'deed-poll', 'correction', 'other')),
  -- The customer's own words; required for 'other'.
  details TEXT CHECK (details IS NULL OR length(details) BETWEEN 1 AND 500),
  status TEXT NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Completed', 'Declined')),
  requested_at TEXT NOT NULL
);

CREATE TABLE smart_meter_slots (
  id TEXT PRIMARY KEY,
  region_id INTEGER NOT NULL CHECK (region_id BETWEEN 10 AND 23),
  date TEXT NOT NULL,
  part_of_day TEXT NOT NULL CHECK (part_of_day IN ('morning', 'afternoon')),
  capacity INTEGER NOT NULL CHECK (capacity >= 0),
  UNIQUE (region_id, date, part_of_day)
);

CREATE TABLE smart_meter_bookings (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  slot_id TEXT NOT NULL REFERENCES smart_meter_slots (id),
  status TEXT NOT NULL CHECK (status IN ('Booked', 'Cancelled')),
  -- What the customer told the engineer; NULL when nothing.
  access_notes TEXT CHECK (length(access_notes) <= 300),
  booked_at TEXT NOT NULL,
  rescheduled_at TEXT,
  cancelled_at TEXT
);

CREATE TABLE smart_meter_waiting_list (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  region_id INTEGER NOT NULL CHECK (region_id BETWEEN 10 AND 23),
  -- 'Left': the customer asked to come off it; 'Booked': they booked an appointment.
  status TEXT NOT NULL CHECK (status IN ('Waiting', 'Left', 'Booked')),
  joined_at TEXT NOT NULL,
  left_at TEXT
);

CREATE TABLE admin_audit (
  id INTEGER PRIMARY KEY,
  staff_customer_id INTEGER NOT NULL REFERENCES customers (id),
  action TEXT NOT NULL CHECK (action IN ('search', 'view')),
  -- A search: what was searched for, as typed (trimmed).
  search_query TEXT CHECK (length(search_query) BETWEEN 1 AND 254),
  -- A view: the account looked at.
  account_id INTEGER REFERENCES accounts (id),
  at TEXT NOT NULL,
  CHECK ((action = 'search') = (search_query IS NOT NULL)),
  CHECK ((action = 'view') = (account_id IS NOT NULL))
);

CREATE TABLE warm_home_discount_matches (
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  scheme_year TEXT NOT NULL CHECK (scheme_year GLOB '[0-9][0-9][0-9][0-9]/[0-9][0-9]'),
  status TEXT NOT NULL CHECK (status IN ('matched', 'confirm-by-phone', 'paid')),
  confirm_by TEXT,
  paid_on TEXT,
  amount_pence INTEGER CHECK (amount_pence > 0),
  PRIMARY KEY (account_id, scheme_year),
  CHECK ((status = 'confirm-by-phone') = (confirm_by IS NOT NULL)),
  CHECK ((status = 'paid') = (paid_on IS NOT NULL AND amount_pence IS NOT NULL))
);

CREATE TABLE warm_home_discount_broader_group (
  scheme_year TEXT PRIMARY KEY CHECK (scheme_year GLOB '[0-9][0-9][0-9][0-9]/[0-9][0-9]'),
  opens_on TEXT NOT NULL,
  places INTEGER NOT NULL CHECK (places >= 0)
);

CREATE TABLE warm_home_discount_applications (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  scheme_year TEXT NOT NULL CHECK (scheme_year GLOB '[0-9][0-9][0-9][0-9]/[0-9][0-9]'),
  status TEXT NOT NULL CHECK (status IN ('Received', 'Under review', 'Accepted', 'Declined')),
  decline_reason TEXT,
  benefit TEXT NOT NULL,
  benefit_holder TEXT NOT NULL CHECK (benefit_holder IN ('customer', 'partner')),
  name_on_benefit TEXT NOT NULL,
  date_of_birth TEXT NOT NULL,
  ni_number_end TEXT NOT NULL CHECK (length(ni_number_end) = 3),
  child_under_five INTEGER NOT NULL CHECK (child_under_five IN (0, 1)),
  disability INTEGER NOT NULL CHECK (disability IN (0, 1)),
  aged_65_or_over INTEGER NOT NULL CHECK (aged_65_or_over IN (0, 1)),
  created_at TEXT NOT NULL,
  UNIQUE (account_id, scheme_year),
  CHECK ((status = 'Declined') = (decline_reason IS NOT NULL))
);

CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  client TEXT NOT NULL,
  failed_at TEXT NOT NULL
);

CREATE TABLE login_blocks (
  email TEXT NOT NULL COLLATE NOCASE,
  client TEXT NOT NULL,
  blocked_until TEXT NOT NULL,
  PRIMARY KEY (email, client),
  CHECK (email <> '' OR client <> '')
);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  failed_at TEXT
);

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE email_changes (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  new_email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE catalogue_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);

CREATE TABLE catalogue_snapshots (
  version INTEGER NOT NULL,
  region_id INTEGER NOT NULL CHECK (region_id BETWEEN 10 AND 23),
  products TEXT NOT NULL,
  PRIMARY KEY (version, region_id)
) WITHOUT ROWID;

CREATE INDEX accounts_by_customer ON accounts (customer_id);

CREATE INDEX meter_points_by_account ON meter_points (account_id);

CREATE INDEX readings_by_register ON readings (register_id, read_on);

CREATE INDEX agreements_by_account ON agreements (account_id, start_date);

CREATE INDEX renewals_by_account ON renewals (account_id);

CREATE INDEX bills_by_account ON bills (account_id, issued_on);

CREATE INDEX transactions_by_account ON transactions (account_id, posted_on, id);

CREATE INDEX referrals_by_account ON referrals (account_id);

CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family_id);

CREATE INDEX quote_requests_by_expiry ON quote_requests (expires_at);

CREATE INDEX quotes_by_request ON quotes (request_id);

CREATE INDEX poll_votes_by_option ON poll_votes (poll_id, option_id);

CREATE INDEX contact_messages_by_client ON contact_messages (client_hash, created_at);

CREATE UNIQUE INDEX referrals_by_friend ON referrals (friend_account_id);

CREATE INDEX payment_plan_requests_by_account ON payment_plan_requests (account_id, requested_at);

CREATE INDEX direct_debit_changes_by_account ON direct_debit_changes (account_id, changed_at);

CREATE INDEX name_change_requests_by_customer ON name_change_requests (customer_id, status);

CREATE UNIQUE INDEX one_pending_renewal_per_account ON renewals (account_id)
  WHERE status = 'Pending';

CREATE UNIQUE INDEX one_smart_meter_booking_per_account ON smart_meter_bookings (account_id)
  WHERE status = 'Booked';

CREATE INDEX smart_meter_bookings_by_slot ON smart_meter_bookings (slot_id)
  WHERE status = 'Booked';

CREATE UNIQUE INDEX one_waiting_place_per_account ON smart_meter_waiting_list (account_id)
  WHERE status = 'Waiting';

CREATE INDEX smart_meter_waiting_list_by_region ON smart_meter_waiting_list (region_id, id)
  WHERE status = 'Waiting';

CREATE INDEX admin_audit_by_staff ON admin_audit (staff_customer_id, id);

CREATE INDEX warm_home_discount_applications_by_year ON warm_home_discount_applications
  (scheme_year) WHERE status <> 'Declined';

CREATE INDEX login_failures_by_email ON login_failures (email, failed_at);

CREATE INDEX login_failures_by_client ON login_failures (client, failed_at);

CREATE INDEX login_failures_by_age ON login_failures (failed_at);

CREATE INDEX login_blocks_by_client ON login_blocks (client);

CREATE INDEX outbox_by_recipient ON outbox (recipient, created_at);

CREATE INDEX password_resets_by_customer ON password_resets (customer_id, created_at);

CREATE INDEX session_families_by_customer ON session_families (customer_id);

CREATE INDEX email_changes_by_customer ON email_changes (customer_id, used_at);

CREATE TRIGGER admin_audit_kept_as_written BEFORE UPDATE ON admin_audit
BEGIN
  SELECT RAISE(ABORT, 'admin_audit rows cannot be changed');
END;

CREATE TRIGGER admin_audit_kept BEFORE DELETE ON admin_audit
BEGIN
  SELECT RAISE(ABORT, 'admin_audit rows cannot be removed');
END;

CREATE TRIGGER tariffs_inserted AFTER INSERT ON tariffs
  BEGIN UPDATE catalogue_version SET version = version + 1; END;

CREATE TRIGGER tariffs_updated AFTER UPDATE ON tariffs
  BEGIN UPDATE catalogue_version SET version = version + 1; END;

CREATE TRIGGER tariffs_deleted AFTER DELETE ON tariffs
  BEGIN UPDATE catalogue_version SET version = version + 1; END;

CREATE TRIGGER tariff_region_prices_inserted AFTER INSERT ON tariff_region_prices
  BEGIN UPDATE catalogue_version SET version = version + 1; END;

CREATE TRIGGER tariff_region_prices_updated AFTER UPDATE ON tariff_region_prices
  BEGIN UPDATE catalogue_version SET version = version + 1; END;

CREATE TRIGGER tariff_region_prices_deleted AFTER DELETE ON tariff_region_prices
  BEGIN UPDATE catalogue_version SET version = version + 1; END;

CREATE TRIGGER tariff_region_rates_inserted AFTER INSERT ON tariff_region_rates
  BEGIN UPDATE catalogue_version SET version = version + 1; END;

CREATE TRIGGER tariff_region_rates_updated AFTER UPDATE ON tariff_region_rates
  BEGIN UPDATE catalogue_version SET version = version + 1; END;

CREATE TRIGGER tariff_region_rates_deleted AFTER DELETE ON tariff_region_rates
  BEGIN UPDATE catalogue_version SET version = version + 1; END;

