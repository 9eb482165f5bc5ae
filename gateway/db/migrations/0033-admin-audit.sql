-- Issue 17: staff (customers.is_admin) find customers and look at their accounts, read-only.
-- Each search and each account looked at is recorded here: who, what and when. Rows are only
-- ever added: the triggers refuse to change or remove one.
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
CREATE INDEX admin_audit_by_staff ON admin_audit (staff_customer_id, id);

CREATE TRIGGER admin_audit_kept_as_written BEFORE UPDATE ON admin_audit
BEGIN
  SELECT RAISE(ABORT, 'admin_audit rows cannot be changed');
END;

CREATE TRIGGER admin_audit_kept BEFORE DELETE ON admin_audit
BEGIN
  SELECT RAISE(ABORT, 'admin_audit rows cannot be removed');
END;
