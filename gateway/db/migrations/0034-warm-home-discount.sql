-- Issue 17: the Warm Home Discount, £150 off the electricity account once a scheme year (1 April
-- to 31 March, paid over the winter). In England and Wales the government finds who qualifies
-- by matching its records, and we pay them; in Scotland customers on certain benefits also apply
-- to us for one of our Broader Group places.

-- Whether an account can have it follows from the supply address (Great Britain) and its
-- meters (electricity), so the flag kept by hand goes.
ALTER TABLE accounts DROP COLUMN warm_home_discount_eligible;

-- What the government's data matching told us about an account in a scheme year ('2025/26').
-- No row: not matched. 'matched': it qualifies, to be paid by the end of the scheme year;
-- 'confirm-by-phone': the government wrote asking the customer to call its helpline by
-- confirm_by; 'paid': we credited the electricity account with amount_pence on paid_on.
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

-- Our Broader Group in Scotland, each scheme year: when applications open, and how many places
-- we have. Applications are taken until the places are used up.
CREATE TABLE warm_home_discount_broader_group (
  scheme_year TEXT PRIMARY KEY CHECK (scheme_year GLOB '[0-9][0-9][0-9][0-9]/[0-9][0-9]'),
  opens_on TEXT NOT NULL,
  places INTEGER NOT NULL CHECK (places >= 0)
);

-- A Broader Group application: one per account and scheme year. A declined one gives its place
-- back. Of the National Insurance number only the last three characters are kept.
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
CREATE INDEX warm_home_discount_applications_by_year ON warm_home_discount_applications
  (scheme_year) WHERE status <> 'Declined';
