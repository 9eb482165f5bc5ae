-- The Priority Services Register answer given at sign-up: whether anyone in the home needs
-- extra support, and in the customer's words what would help. One row per account that
-- answered; no row where the question was not asked.
CREATE TABLE extra_support (
  account_id INTEGER PRIMARY KEY REFERENCES accounts (id),
  needed INTEGER NOT NULL CHECK (needed IN (0, 1)),
  -- NULL when nothing was written, and always NULL when no support is needed.
  details TEXT CHECK (details IS NULL OR (needed = 1 AND length(details) BETWEEN 1 AND 500)),
  recorded_at TEXT NOT NULL
);
