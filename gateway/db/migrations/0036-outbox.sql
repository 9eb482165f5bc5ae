-- Issue 18: every email the gateway sends is written here first. With SMTP_URL set it is then
-- sent and sent_at is set; a send that fails keeps the row unsent, with failed_at. Without
-- SMTP the outbox is where the messages are read (`/dev/outbox` under `npm run dev`).
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  failed_at TEXT
);
CREATE INDEX outbox_by_recipient ON outbox (recipient, created_at);
