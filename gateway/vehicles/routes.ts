import { z } from 'zod';
import { checkVehicleIsEv } from '@/lib/gateway/contract/vehicles';
import { queryOne, sql } from '../db/sql';
import type { GatewayRouter } from '../http/router';

const vehicleRow = z.object({ make: z.string(), model: z.string(), fuel: z.string() });

export function vehicleRoutes(router: GatewayRouter): void {
  router.add(checkVehicleIsEv, async ({ body, deps }) => {
    const vehicle = await queryOne(
      deps.database,
      vehicleRow,
      sql`SELECT make, model, fuel FROM vehicles WHERE registration_plate = ${body.registrationPlate}`,
    );
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
