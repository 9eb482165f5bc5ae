-- Reminders to look at the EV tariff on a chosen day: one per email address, so signing up
-- again moves the date rather than adding a row.
CREATE TABLE ev_reminders (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  remind_on TEXT NOT NULL,
  -- When the person last agreed to be emailed about it.
  consented_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
