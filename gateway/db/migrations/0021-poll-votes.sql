-- Votes in the site's polls (options come from the CMS). One vote per voter and poll: the
-- voter is a keyed hash of a random id the browser keeps in a cookie, never the id itself.
CREATE TABLE poll_votes (
  id INTEGER PRIMARY KEY,
  poll_id TEXT NOT NULL,
  option_id TEXT NOT NULL,
  voter_hash TEXT NOT NULL,
  voted_at TEXT NOT NULL,
  UNIQUE (poll_id, voter_hash)
);
CREATE INDEX poll_votes_by_option ON poll_votes (poll_id, option_id);
