-- Issue 16: where a customer's letters and bills go and in what format, and the changes of
-- name they ask for (staff check and apply them; a customer cannot rename themselves).

-- NULL: letters go to each account's supply address. All four lines are set, or none.
ALTER TABLE customers ADD COLUMN correspondence_line1 TEXT;
ALTER TABLE customers ADD COLUMN correspondence_line2 TEXT;
ALTER TABLE customers ADD COLUMN correspondence_town TEXT;
ALTER TABLE customers ADD COLUMN correspondence_postcode TEXT;
ALTER TABLE customers ADD COLUMN bill_format TEXT NOT NULL DEFAULT 'standard'
  CHECK (bill_format IN ('standard', 'large-print', 'braille', 'audio'));

-- A sign-up's "billing address, if different" was kept on its account; it is the customer's
-- correspondence address now, so one place says where letters go.
UPDATE customers
   SET (correspondence_line1, correspondence_line2, correspondence_town, correspondence_postcode) =
       (SELECT billing_line1, billing_line2, billing_town, billing_postcode FROM accounts a
         WHERE a.customer_id = customers.id AND a.billing_line1 IS NOT NULL
         ORDER BY a.id LIMIT 1)
 WHERE EXISTS (SELECT 1 FROM accounts a
                WHERE a.customer_id = customers.id AND a.billing_line1 IS NOT NULL);
ALTER TABLE accounts DROP COLUMN billing_line1;
ALTER TABLE accounts DROP COLUMN billing_line2;
ALTER TABLE accounts DROP COLUMN billing_town;
ALTER TABLE accounts DROP COLUMN billing_postcode;

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
CREATE INDEX name_change_requests_by_customer ON name_change_requests (customer_id, status);
