// Free of zod, so a page can name the regions without loading the contract's schemas.

/**
 * Great Britain's 14 electricity distribution regions, by the distributor id that starts every
 * MPAN there (Elexon's GSP groups A–P). Prices differ by region, since bringing energy to homes
 * costs more in some places than others.
 */
export const REGIONS = {
  10: 'Eastern',
  11: 'East Midlands',
  12: 'London',
  13: 'Merseyside & North Wales',
  14: 'West Midlands',
  15: 'North East',
  16: 'North West',
  17: 'North Scotland',
  18: 'South Scotland',
  19: 'South East',
  20: 'Southern',
  21: 'South Wales',
  22: 'South Western',
  23: 'Yorkshire',
} as const;
export type RegionId = keyof typeof REGIONS;
export const REGION_IDS = Object.keys(REGIONS).map(Number) as RegionId[];

export const isRegionId = (id: number): id is RegionId => id in REGIONS;
