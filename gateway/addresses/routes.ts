import { getAddresses } from '@/lib/gateway/contract/addresses';
import { unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { addressesAt } from './address-register';
import { placeOf } from './regions';

export function addressRoutes(router: GatewayRouter): void {
  router.add(getAddresses, ({ params }) => {
    const place = placeOf(params.postcode);
    if (place.kind === 'not-supplied') throw unprocessable(place.message, 'params.postcode');
    return { postcode: params.postcode, addresses: addressesAt(params.postcode) };
  });
}
