-- A customer's reading replaces the estimates we made since their last actual reading. The
-- estimates stay (bills name them as their opening and closing readings), marked replaced.
ALTER TABLE readings ADD COLUMN superseded_by INTEGER REFERENCES readings (id);
-- Why a reading lower than the last actual one was accepted: the customer said so.
ALTER TABLE readings ADD COLUMN lower_reading_reason TEXT
  CHECK (lower_reading_reason IN ('meterRolledOver', 'correctsEstimate'));
