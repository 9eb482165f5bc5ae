-- Issue 15: every change to a Direct Debit is recorded, so the payments screen can say what
-- changed, when, who changed it and why.
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
CREATE INDEX direct_debit_changes_by_account ON direct_debit_changes (account_id, changed_at);
