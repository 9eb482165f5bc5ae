import useSWR from 'swr';
import type { DataExports } from '@/lib/gateway/contract/data-exports';
import { getDataExports } from '@/lib/gateway/data-exports';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { customerKeys } from '../data/keys';

/** The customer's latest archive of their data, or null before they first ask. */
export function useDataExports() {
  return useSWR<DataExports, GatewayError>(customerKeys.dataExports(), () => getDataExports());
}
