import { useCallback, useState } from 'react';
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { failureMessage } from '@/lib/forms/send-failure';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { isOffline } from '../journey/retry-when-online';

/** The step's gateway calls and their schemas: not in its first load (see quote-calls.ts). */
export const loadQuoteCalls = () => import('./quote-calls');

export type AddressLookup =
  | { status: 'idle' }
  | { status: 'loading'; postcode: string }
  | { status: 'found'; postcode: string; addresses: SupplyAddress[] }
  /** A real postcode with no homes: used only by businesses, or not a delivery address. */
  | { status: 'no-homes'; postcode: string }
  /** A postcode we cannot supply (Northern Ireland, the Channel Islands…): the gateway says why. */
  | { status: 'not-supplied'; postcode: string; message: string }
  | { status: 'failed'; postcode: string; message: string }
  | { status: 'offline'; postcode: string };

/** The homes at a postcode, looked up on request; an offline lookup runs again once online. */
export function useAddressLookup(retryWhenOnline: (action: () => void) => void) {
  const [lookup, setLookup] = useState<AddressLookup>({ status: 'idle' });

  const find = useCallback(
    (postcode: string): Promise<SupplyAddress[]> => {
      const attempt = async (): Promise<SupplyAddress[]> => {
        setLookup({ status: 'loading', postcode });
        try {
          const list = await (await loadQuoteCalls()).getAddresses(postcode);
          setLookup(
            list.addresses.length > 0
              ? { status: 'found', postcode: list.postcode, addresses: list.addresses }
              : { status: 'no-homes', postcode: list.postcode },
          );
          return list.addresses;
        } catch (error) {
          if (isOffline()) {
            setLookup({ status: 'offline', postcode });
            retryWhenOnline(() => void attempt());
          } else if (error instanceof GatewayError && error.statusCode === 422) {
            setLookup({ status: 'not-supplied', postcode, message: error.message });
          } else {
            setLookup({ status: 'failed', postcode, message: failureMessage(error) });
          }
          return [];
        }
      };
      return attempt();
    },
    [retryWhenOnline],
  );

  return { lookup, find };
}
