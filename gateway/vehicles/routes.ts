import { checkVehicleIsEv } from '@/lib/gateway/contract/vehicles';
import type { GatewayRouter } from '../http/router';
import { vehicleByPlate } from './queries';

export function vehicleRoutes(router: GatewayRouter): void {
  router.add(checkVehicleIsEv, async ({ body, deps }) => {
    const vehicle = await vehicleByPlate(deps.database, body.registrationPlate);
    return vehicle
      ? {
          found: true,
          isEv: vehicle.fuel === 'ELECTRICITY',
          make: vehicle.make,
          model: vehicle.model,
        }
      : { found: false, isEv: false, make: null, model: null };
  });
}
