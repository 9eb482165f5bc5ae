import type { RegionId } from './contract/regions';
import * as tariffs from './contract/tariffs';
import { gateway, type CallOptions } from './client';

/** Every tariff on sale with one distribution region's prices. */
export const getTariffPrices = (region: RegionId, options?: CallOptions) =>
  gateway.call(tariffs.getTariffPrices, { query: { region } }, options);
