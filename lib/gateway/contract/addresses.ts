import { z } from 'zod';
import { meterType } from './common';
import { defineEndpoint } from './endpoint';
import { validPostcode } from './postcode';
import { region } from './regions';

/** A home at a postcode, with the meters that supply it. */
export const supplyAddress = z
  .object({
    /** Unique Property Reference Number: how sign-up names the chosen address. */
    uprn: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    town: z.string(),
    postcode: z.string(),
    /** The electricity meter point's 13-digit MPAN core. */
    mpan: z.string(),
    /** The gas meter point's reference number; null when the home has no gas supply. */
    mprn: z.string().nullable(),
    /** The electricity meter; a home with a smart electricity meter has a smart gas meter too. */
    meterType,
    region,
  })
  .meta({ id: 'SupplyAddress' });
export type SupplyAddress = z.infer<typeof supplyAddress>;

export const addressList = z
  .object({
    /** The postcode as we read it: capitals, one space before the last three characters. */
    postcode: z.string(),
    /** Empty when no home has this postcode (e.g. one used only by businesses). */
    addresses: z.array(supplyAddress),
  })
  .meta({ id: 'AddressList' });
export type AddressList = z.infer<typeof addressList>;

export const getAddresses = defineEndpoint({
  method: 'get',
  path: '/api/v1/addresses/{postcode}',
  summary: 'The homes at a postcode with their meters and region (422 outside Great Britain)',
  tag: 'quotes',
  auth: 'none',
  params: z.object({ postcode: validPostcode }),
  response: addressList,
  status: 200,
  errors: [422, 429],
});
