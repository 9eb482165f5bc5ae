-- How a new customer rated their switch: one rating per sign-up (account number).
CREATE TABLE switch_ratings (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL UNIQUE REFERENCES accounts (id),
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  comment TEXT,
  rated_at TEXT NOT NULL
);
