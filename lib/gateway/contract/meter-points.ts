import { z } from 'zod';
import { ID_DIGITS } from './common';
import { defineEndpoint } from './endpoint';

const MPAN_OR_ID = new RegExp(`^(?:${ID_DIGITS.source.slice(1, -1)}|\\d{13})$`);

/** Whether a meter point reference is an MPAN (13 digits) rather than an id. */
export const isMpanRef = (ref: string) => ref.length === 13;

/**
 * A meter point by either name: a prospect's 13-digit MPAN (as the address list gives it) or
 * the id of a signed-in customer's own meter point.
 */
export const meterPointRef = z
  .string()
  .regex(MPAN_OR_ID, { error: "must be a meter point's id or a 13-digit MPAN" })
  .meta({ description: 'A meter point id, or a 13-digit MPAN', example: '1212345678902' });

export const evTariffEligibility = z
  .object({
    eligible: z.boolean(),
    /** Why, in words a customer understands. */
    reason: z.string(),
  })
  .meta({ id: 'EvTariffEligibility' });
export type EvTariffEligibility = z.infer<typeof evTariffEligibility>;

/**
 * Answers anyone for an MPAN of the address register (a prospect choosing a tariff has no
 * account yet), and a signed-in customer for their own meter point ids (anyone else's is
 * answered as an unknown one, 404).
 */
export const checkEvTariffEligibility = defineEndpoint({
  method: 'get',
  path: '/api/v1/meterPoints/{id}/checkEvTariffEligibility',
  summary: 'Whether a meter can have the EV tariff (it needs a smart electricity meter)',
  tag: 'quotes',
  auth: 'optional-bearer',
  params: z.object({ id: meterPointRef }),
  response: evTariffEligibility,
  status: 200,
  errors: [404],
});
