-- Issue 16: a customer renews online by choosing one of the offers priced for their account;
-- the renewal keeps which one, so the pending renewal can be shown and later applied.
ALTER TABLE renewals ADD COLUMN quote_id TEXT REFERENCES quotes (id);
-- Copied from the quote, which holds them in its JSON body; NULL for renewals arranged by phone.
ALTER TABLE renewals ADD COLUMN tariff_name TEXT;
ALTER TABLE renewals ADD COLUMN supply_start_date TEXT;

-- One renewal under way per account at a time.
CREATE UNIQUE INDEX one_pending_renewal_per_account ON renewals (account_id)
  WHERE status = 'Pending';
