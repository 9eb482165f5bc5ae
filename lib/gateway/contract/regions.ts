import { z } from 'zod';

import { isRegionId } from './region-names';

export { REGIONS, REGION_IDS, isRegionId, type RegionId } from './region-names';

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
