-- The quote engine: regional prices for the tariff catalogue, quotes for prospects, and the
-- vehicle register the EV tariff checks.

-- Percent by which a month's cost moves from the average in summer (down) and winter (up).
ALTER TABLE tariffs ADD COLUMN seasonal_adjustment_percent INTEGER NOT NULL DEFAULT 0
  CHECK (seasonal_adjustment_percent BETWEEN 0 AND 100);

-- What each product costs in each electricity distribution region (MPAN distributor id 10-23),
-- VAT INCLUDED, in hundredths of a penny: quotes multiply these by kWh and days exactly.
CREATE TABLE tariff_region_prices (
  tariff_code TEXT NOT NULL REFERENCES tariffs (code),
  region_id INTEGER NOT NULL CHECK (region_id BETWEEN 10 AND 23),
  standing_charge_inc_vat_pence_x100 INTEGER NOT NULL CHECK (standing_charge_inc_vat_pence_x100 > 0),
  PRIMARY KEY (tariff_code, region_id)
) WITHOUT ROWID;

CREATE TABLE tariff_region_rates (
  tariff_code TEXT NOT NULL,
  region_id INTEGER NOT NULL,
  rate_name TEXT NOT NULL
    CHECK (rate_name IN ('standard', 'day', 'night', 'SO EV Peak', 'SO EV Off-Peak')),
  unit_rate_inc_vat_pence_x100 INTEGER NOT NULL CHECK (unit_rate_inc_vat_pence_x100 > 0),
  PRIMARY KEY (tariff_code, region_id, rate_name),
  FOREIGN KEY (tariff_code, region_id) REFERENCES tariff_region_prices (tariff_code, region_id)
) WITHOUT ROWID;

-- An agreement priced at its region's rates (every sign-up); NULL keeps the tariff's national
-- VAT-exclusive rates of tariff_rates.
ALTER TABLE agreements ADD COLUMN region_id INTEGER CHECK (region_id BETWEEN 10 AND 23);

-- A prospect's quote request, kept so that sign-up can check the quote it names against it.
CREATE TABLE quote_requests (
  id TEXT PRIMARY KEY,
  postcode TEXT NOT NULL,
  region_id INTEGER NOT NULL CHECK (region_id BETWEEN 10 AND 23),
  -- The validated request (JSON): fuel, meter, usage, MPAN and MPRN.
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX quote_requests_by_expiry ON quote_requests (expires_at);

-- Each tariff quote of a prospect's request (renewal quotes have an account instead).
ALTER TABLE quotes ADD COLUMN request_id TEXT REFERENCES quote_requests (id);
CREATE INDEX quotes_by_request ON quotes (request_id);

-- A stand-in for the DVLA's register: registration (capitals, no spaces), make, model, fuel.
CREATE TABLE vehicles (
  registration_plate TEXT PRIMARY KEY CHECK (registration_plate GLOB '[A-Z0-9]*'),
  make TEXT NOT NULL,
  model TEXT NOT NULL,
  fuel TEXT NOT NULL CHECK (fuel IN ('ELECTRICITY', 'PETROL', 'DIESEL', 'HYBRID ELECTRIC'))
) WITHOUT ROWID;
