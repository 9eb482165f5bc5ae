-- Issue 19: quotes priced as fast as the price list is read.
--
-- Every gateway instance keeps the tariff catalogue in memory, and reads it again only when its
-- version here has moved on: any change to a tariff or a region's prices moves it, whoever
-- makes it.
CREATE TABLE catalogue_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO catalogue_version (id, version) VALUES (1, 1);

CREATE TRIGGER tariffs_inserted AFTER INSERT ON tariffs
  BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER tariffs_updated AFTER UPDATE ON tariffs
  BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER tariffs_deleted AFTER DELETE ON tariffs
  BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER tariff_region_prices_inserted AFTER INSERT ON tariff_region_prices
  BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER tariff_region_prices_updated AFTER UPDATE ON tariff_region_prices
  BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER tariff_region_prices_deleted AFTER DELETE ON tariff_region_prices
  BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER tariff_region_rates_inserted AFTER INSERT ON tariff_region_rates
  BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER tariff_region_rates_updated AFTER UPDATE ON tariff_region_rates
  BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER tariff_region_rates_deleted AFTER DELETE ON tariff_region_rates
  BEGIN UPDATE catalogue_version SET version = version + 1; END;

