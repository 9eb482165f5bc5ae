-- Issue 18: a login moves to a new email only once the link sent to that inbox is opened. The
-- link carries a random token; only its keyed hash is kept. It works once (used_at), for 24
-- hours (expires_at); asking again retires the links asked for before.
CREATE TABLE email_changes (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  new_email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX email_changes_by_customer ON email_changes (customer_id, used_at);
