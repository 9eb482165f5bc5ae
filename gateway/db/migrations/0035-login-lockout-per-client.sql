-- Issue 18: five wrong passwords from anywhere used to block an email, so anyone could lock any
-- customer out. Failures are now counted per (email, client address), with a much higher
-- ceiling per email across all addresses and one per address across all emails. Addresses are
-- kept only as a keyed hash. Both tables hold nothing that outlives 15 minutes or an hour.
DROP TABLE login_failures;
DROP TABLE login_blocks;

CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  client TEXT NOT NULL,
  failed_at TEXT NOT NULL
);
CREATE INDEX login_failures_by_email ON login_failures (email, failed_at);
CREATE INDEX login_failures_by_client ON login_failures (client, failed_at);
CREATE INDEX login_failures_by_age ON login_failures (failed_at);

-- What is blocked: an email from one client, an email from anywhere (client ''), or one
-- client for every email (email '').
CREATE TABLE login_blocks (
  email TEXT NOT NULL COLLATE NOCASE,
  client TEXT NOT NULL,
  blocked_until TEXT NOT NULL,
  PRIMARY KEY (email, client),
  CHECK (email <> '' OR client <> '')
);
CREATE INDEX login_blocks_by_client ON login_blocks (client);
