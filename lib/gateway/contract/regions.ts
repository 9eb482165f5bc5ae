import { z } from 'zod';

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

export const region = z
  .object({ id: z.number().int().min(10).max(23), name: z.string() })
  .meta({ id: 'Region', description: 'One of the 14 electricity distribution regions' });
export type Region = z.infer<typeof region>;

/** A region's id in a query string, e.g. `?region=12` for London. */
export const regionIdQuery = z
  .string()
  .regex(/^\d{2}$/, { error: 'must be a region id from 10 to 23' })
  .transform(Number)
  .refine(isRegionId, { error: 'must be a region id from 10 to 23' })
  .meta({ description: 'A distribution region id, 10 to 23', example: '12' });
