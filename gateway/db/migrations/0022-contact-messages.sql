-- Messages sent with the website's contact form. client_hash (a keyed hash of the sender's random
-- browser id) limits how often one client can send; it identifies no one. A send repeated with
-- the same Idempotency-Key (a retry) answers with the first message's reference.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  account_number TEXT,
  topic TEXT NOT NULL,
  message TEXT NOT NULL,
  client_hash TEXT NOT NULL,
  idempotency_key TEXT,
  -- A keyed hash of the request, so a reused key with a different message is refused.
  request_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (client_hash, idempotency_key)
);
CREATE INDEX contact_messages_by_client ON contact_messages (client_hash, created_at);
