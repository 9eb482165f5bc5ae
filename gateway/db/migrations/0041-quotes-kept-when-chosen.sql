-- Issue 19: a prospect's quotes are no longer stored when given. Each quote's id describes,
-- under the gateway's key, the request it answers and the catalogue version it was priced from;
-- sign-up prices it again from that version, and keeps the chosen quote and its request then.
-- Quote requests stored before this stay valid until they expire.
--
-- Each catalogue version a quote was priced from, per region: its products and prices as read
-- (JSON), so that a quote costs at sign-up what it cost when given, whatever changed since.
CREATE TABLE catalogue_snapshots (
  version INTEGER NOT NULL,
  region_id INTEGER NOT NULL CHECK (region_id BETWEEN 10 AND 23),
  products TEXT NOT NULL,
  PRIMARY KEY (version, region_id)
) WITHOUT ROWID;
