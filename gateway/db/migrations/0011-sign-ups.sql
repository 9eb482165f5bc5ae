-- Sign-ups, and Direct Debits that keep only the last two digits of a bank account number
-- (until now, four) plus a keyed hash of the full details.

-- One sign-up per quote request: its account, and the answer replayed for a repeated
-- Idempotency-Key (matched by a keyed fingerprint of the request, never the request itself).
CREATE TABLE signups (
  id INTEGER PRIMARY KEY,
  quote_request_id TEXT NOT NULL UNIQUE REFERENCES quote_requests (id),
  quote_id TEXT NOT NULL REFERENCES quotes (id),
  account_id INTEGER NOT NULL UNIQUE REFERENCES accounts (id),
  idempotency_key TEXT UNIQUE,
  request_fingerprint TEXT NOT NULL,
  response_body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE direct_debits_masked (
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
INSERT INTO direct_debits_masked (account_id, amount_pence, day_of_month, account_holder,
  sort_code_masked, account_number_masked, bank_name, updated_at)
SELECT account_id, amount_pence, day_of_month, account_holder, sort_code_masked,
       '******' || substr(account_number_masked, -2), bank_name, updated_at
  FROM direct_debits;
DROP TABLE direct_debits;
ALTER TABLE direct_debits_masked RENAME TO direct_debits;

-- Where letters go when it is not the supply address (all four set, or none).
ALTER TABLE accounts ADD COLUMN billing_line1 TEXT;
ALTER TABLE accounts ADD COLUMN billing_line2 TEXT;
ALTER TABLE accounts ADD COLUMN billing_town TEXT;
ALTER TABLE accounts ADD COLUMN billing_postcode TEXT;
