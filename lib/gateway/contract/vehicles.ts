import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const PLATE_MESSAGE = 'Enter a UK registration number, like AB12 CDE';

/**
 * The shapes of UK registration plates: current (AB12 CDE), prefix (A123 BCD), suffix
 * (ABC 123D) and dateless (1 AB, ABC 1234).
 */
const PLATE_FORMATS = [
  /^[A-Z]{2}\d{2}[A-Z]{3}$/,
  /^[A-Z]\d{1,3}[A-Z]{3}$/,
  /^[A-Z]{3}\d{1,3}[A-Z]$/,
  /^\d{1,4}[A-Z]{1,3}$/,
  /^[A-Z]{1,3}\d{1,4}$/,
];

/** A registration in any case and spacing, normalised to capitals without spaces. */
export const registrationPlate = z
  .string({ error: PLATE_MESSAGE })
  .transform((plate) => plate.replace(/\s+/g, '').toUpperCase())
  .refine((plate) => PLATE_FORMATS.some((format) => format.test(plate)), {
    error: PLATE_MESSAGE,
  });

export const vehicleCheckRequest = z
  .strictObject({ registrationPlate })
  .meta({ id: 'VehicleCheckRequest' });

export const vehicleCheck = z
  .object({
    /** Whether the register knows the vehicle; make and model are null when it does not. */
    found: z.boolean(),
    /** A battery electric vehicle (DVLA fuel type ELECTRICITY). */
    isEv: z.boolean(),
    make: z.string().nullable(),
    model: z.string().nullable(),
  })
  .meta({ id: 'VehicleCheck' });
export type VehicleCheck = z.infer<typeof vehicleCheck>;

export const checkVehicleIsEv = defineEndpoint({
  method: 'post',
  path: '/api/v1/dvla/checkVehicleIsEv',
  summary: 'Whether a registration belongs to an electric vehicle, for the EV tariff',
  tag: 'quotes',
  auth: 'none',
  body: vehicleCheckRequest,
  response: vehicleCheck,
  status: 200,
});
