-- Issue 15: a bill is explained from the meter readings it was made from, and every figure on the
-- account screens shares the quotes' basis (the region's prices, VAT included).

-- A VAT-exclusive unit rate worked back from a VAT-inclusive price needs four decimal places
-- (27.56p with VAT is 26.2476p without), as UK bills print it.
ALTER TABLE bill_lines ADD COLUMN rate_pence_x10000 INTEGER;
UPDATE bill_lines SET rate_pence_x10000 = rate_pence_x100 * 100;
ALTER TABLE bill_lines DROP COLUMN rate_pence_x100;

-- An energy line charges one register between two readings; for gas, the calorific value
-- (MJ/m³) turned the cubic metres into kWh.
ALTER TABLE bill_lines ADD COLUMN register_id INTEGER REFERENCES registers (id);
ALTER TABLE bill_lines ADD COLUMN opening_reading_id INTEGER REFERENCES readings (id);
ALTER TABLE bill_lines ADD COLUMN closing_reading_id INTEGER REFERENCES readings (id);
ALTER TABLE bill_lines ADD COLUMN calorific_value REAL CHECK (calorific_value BETWEEN 35 AND 45);

-- Every agreement is priced at its region's rates: the region is the one its home's electricity
-- supply number names.
UPDATE agreements
   SET region_id = (SELECT CAST(substr(m.mpan, 1, 2) AS INTEGER)
                      FROM meter_points m
                     WHERE m.account_id = agreements.account_id AND m.fuel = 'electricity'
                     LIMIT 1)
 WHERE region_id IS NULL;

-- A customer in debit asks to spread what they owe; staff call back to agree it.
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
CREATE INDEX payment_plan_requests_by_account ON payment_plan_requests (account_id, requested_at);
