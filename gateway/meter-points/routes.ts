import type { MeterType } from '@/lib/gateway/contract/common';
import { isValidMpanCore } from '@/lib/gateway/contract/meter-numbers';
import {
  checkEvTariffEligibility,
  isMpanRef,
  type EvTariffEligibility,
} from '@/lib/gateway/contract/meter-points';
import { meterTypeOfMpan } from '../addresses/address-register';
import { REGION_IDS } from '@/lib/gateway/contract/regions';
import { notFound, unauthorized } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { ownMeterPoint, suppliedMeterOf } from './queries';

const NOT_FOUND = 'We could not find that meter point.';

/** SPEC: an EV tariff needs a smart electricity meter, to know when the car charges. */
export function evEligibilityOf(
  fuel: 'electricity' | 'gas',
  meterType: MeterType,
): EvTariffEligibility {
  if (fuel === 'gas') {
    return { eligible: false, reason: 'The EV tariff is for electricity meters, not gas.' };
  }
  return meterType === 'smart'
    ? { eligible: true, reason: 'Your smart meter can use our EV tariff.' }
    : {
        eligible: false,
        reason:
          'Our EV tariff needs a smart electricity meter, so we can charge your car at the ' +
          'cheaper overnight rate. We can book a smart meter for you once you have switched.',
      };
}

export function meterPointRoutes(router: GatewayRouter): void {
  router.add(checkEvTariffEligibility, async ({ params, principal, deps }) => {
    if (isMpanRef(params.id)) {
      const inRegister =
        isValidMpanCore(params.id) && REGION_IDS.some((id) => params.id.startsWith(String(id)));
      if (!inRegister) throw notFound(NOT_FOUND);
      // A meter we supply is known better than the register knows it.
      const supplied = await suppliedMeterOf(deps.database, params.id);
      return evEligibilityOf('electricity', supplied?.meterType ?? meterTypeOfMpan(params.id));
    }
    if (!principal) throw unauthorized();
    // Only the caller's own meter points are looked for: someone else's is answered exactly
    // as one that does not exist, so ids cannot be tried to find out which there are.
    const meterPoint = await ownMeterPoint(deps.database, Number(params.id), principal.customerId);
    if (!meterPoint) throw notFound(NOT_FOUND);
    return evEligibilityOf(meterPoint.fuel, meterPoint.meterType);
  });
}
