-- Issue 18: "where you're signed in". Each session (refresh-token family) keeps the browser's
-- user agent from its login and when it was last used (its last login or refresh). created_at,
-- the login, also bounds the session: 30 days, however often its refresh token rotates.
ALTER TABLE session_families ADD COLUMN user_agent TEXT;
ALTER TABLE session_families ADD COLUMN last_used_at TEXT;
UPDATE session_families SET last_used_at = created_at;
CREATE INDEX session_families_by_customer ON session_families (customer_id);
