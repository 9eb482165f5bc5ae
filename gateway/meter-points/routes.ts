import { z } from 'zod';
import type { MeterType } from '@/lib/gateway/contract/common';
import { isValidMpanCore } from '@/lib/gateway/contract/meter-numbers';
import {
  checkEvTariffEligibility,
  isMpanRef,
  type EvTariffEligibility,
} from '@/lib/gateway/contract/meter-points';
import { meterTypeOfMpan } from '../addresses/address-register';
import { REGION_IDS } from '@/lib/gateway/contract/regions';
import { queryOne } from '../db/sql';
import { notFound, unauthorized } from '../http/http-error';
import type { GatewayRouter } from '../http/router';

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

const meterPointRow = z.object({
  fuel: z.enum(['electricity', 'gas']),
  meterType: z.enum(['standard', 'economy7', 'smart']),
});

export function meterPointRoutes(router: GatewayRouter): void {
  router.add(checkEvTariffEligibility, async ({ params, principal, deps }) => {
    if (isMpanRef(params.id)) {
      const inRegister =
        isValidMpanCore(params.id) && REGION_IDS.some((id) => params.id.startsWith(String(id)));
      if (!inRegister) throw notFound(NOT_FOUND);
      // A meter we supply is known better than the register knows it.
      const supplied = await queryOne(
        deps.database,
        z.object({ meterType: meterPointRow.shape.meterType }),
        deps.database
          .selectFrom('meter_points')
          .select('meter_type as meterType')
          .where('mpan', '=', params.id)
          .orderBy('id', 'desc')
          .limit(1),
      );
      return evEligibilityOf('electricity', supplied?.meterType ?? meterTypeOfMpan(params.id));
    }
    if (!principal) throw unauthorized();
    // Only the caller's own meter points are looked for: someone else's is answered exactly
    // as one that does not exist, so ids cannot be tried to find out which there are.
    const meterPoint = await queryOne(
      deps.database,
      meterPointRow,
      deps.database
        .selectFrom('meter_points as m')
        .innerJoin('accounts as a', 'a.id', 'm.account_id')
        .select(['m.fuel', 'm.meter_type as meterType'])
        .where('m.id', '=', Number(params.id))
        .where('a.customer_id', '=', principal.customerId),
    );
    if (!meterPoint) throw notFound(NOT_FOUND);
    return evEligibilityOf(meterPoint.fuel, meterPoint.meterType);
  });
}
