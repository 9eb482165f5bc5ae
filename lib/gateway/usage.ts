import * as usage from './contract/usage';
import { gateway, type CallOptions } from './client';

/** An account's energy use. */

export const getUsage = (
  id: number,
  query: { from?: string; to?: string; granularity?: usage.UsageGranularity },
  options?: CallOptions,
) => gateway.call(usage.getUsage, { params: { id }, query }, options);
