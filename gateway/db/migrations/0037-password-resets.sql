-- Issue 18: forgotten passwords. A reset link carries a random token; only its keyed hash is
-- kept. It works once (used_at), for 30 minutes (expires_at).
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX password_resets_by_customer ON password_resets (customer_id, created_at);
