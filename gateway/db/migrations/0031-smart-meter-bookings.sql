-- Issue 17: a customer books a smart meter installation online, moves or cancels it, or joins
-- a waiting list where their region has no appointment to offer.

-- Each appointment window offered in a region (a weekday morning or afternoon), written the
-- first time it comes within the weeks on offer. Its capacity is how many installations our
-- engineers can take on in it; the places left are that less its bookings.
CREATE TABLE smart_meter_slots (
  id TEXT PRIMARY KEY,
  region_id INTEGER NOT NULL CHECK (region_id BETWEEN 10 AND 23),
  date TEXT NOT NULL,
  part_of_day TEXT NOT NULL CHECK (part_of_day IN ('morning', 'afternoon')),
  capacity INTEGER NOT NULL CHECK (capacity >= 0),
  UNIQUE (region_id, date, part_of_day)
);

CREATE TABLE smart_meter_bookings (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  slot_id TEXT NOT NULL REFERENCES smart_meter_slots (id),
  status TEXT NOT NULL CHECK (status IN ('Booked', 'Cancelled')),
  -- What the customer told the engineer; NULL when nothing.
  access_notes TEXT CHECK (length(access_notes) <= 300),
  booked_at TEXT NOT NULL,
  rescheduled_at TEXT,
  cancelled_at TEXT
);
-- One appointment at a time per account; a slot's bookings are counted against its capacity.
CREATE UNIQUE INDEX one_smart_meter_booking_per_account ON smart_meter_bookings (account_id)
  WHERE status = 'Booked';
CREATE INDEX smart_meter_bookings_by_slot ON smart_meter_bookings (slot_id)
  WHERE status = 'Booked';

CREATE TABLE smart_meter_waiting_list (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  region_id INTEGER NOT NULL CHECK (region_id BETWEEN 10 AND 23),
  -- 'Left': the customer asked to come off it; 'Booked': they booked an appointment.
  status TEXT NOT NULL CHECK (status IN ('Waiting', 'Left', 'Booked')),
  joined_at TEXT NOT NULL,
  left_at TEXT
);
CREATE UNIQUE INDEX one_waiting_place_per_account ON smart_meter_waiting_list (account_id)
  WHERE status = 'Waiting';
CREATE INDEX smart_meter_waiting_list_by_region ON smart_meter_waiting_list (region_id, id)
  WHERE status = 'Waiting';
