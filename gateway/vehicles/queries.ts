import { z } from 'zod';
import { queryOne, type Executor } from '../db/sql';

const vehicleRow = z.object({ make: z.string(), model: z.string(), fuel: z.string() });

/** The register's entry for a registration plate, if it has one. */
export function vehicleByPlate(db: Executor, registrationPlate: string) {
  return queryOne(
    db,
    vehicleRow,
    db
      .selectFrom('vehicles')
      .select(['make', 'model', 'fuel'])
      .where('registration_plate', '=', registrationPlate),
  );
}
