import { z } from 'zod';
import { address, entityId, isoDate, isoDateTime, pence, ukPostcode } from './common';
import { accountEndpoint } from './account-endpoint';

/** The steps of a move after the customer has told us the date. */
export const moveOutProgress = z
  .object({
    finalReading: z.object({
      /** The reading of every meter is due on the moving day. */
      dueOn: isoDate,
      /** When the last meter's reading on or after the moving day arrived; null until then. */
      receivedOn: isoDate.nullable(),
    }),
    finalBill: z.object({
      expectedBy: isoDate,
      issuedOn: isoDate.nullable(),
    }),
    refund: z.discriminatedUnion('status', [
      /** Whether anything is refunded is known once the final bill is out. */
      z.object({ status: z.literal('after-final-bill') }),
      z.object({ status: z.literal('due'), amountPence: pence, expectedBy: isoDate }),
      z.object({ status: z.literal('refunded'), amountPence: pence, refundedOn: isoDate }),
      /** The final bill left nothing to refund: `owedPence` is what is still to pay (or 0). */
      z.object({ status: z.literal('none-due'), owedPence: pence }),
    ]),
  })
  .meta({ id: 'MoveOutProgress' });
export type MoveOutProgress = z.infer<typeof moveOutProgress>;

export const moveOut = z
  .object({
    id: entityId,
    moveOutDate: isoDate,
    forwardingAddress: address,
    status: z.enum(['Received', 'Processing', 'Completed']),
    createdAt: isoDateTime,
    progress: moveOutProgress,
  })
  .meta({ id: 'MoveOut' });
export type MoveOut = z.infer<typeof moveOut>;

export const moveOutStatus = z
  .object({ moveOut: moveOut.nullable() })
  .meta({ id: 'MoveOutStatus' });

const addressLine = (label: string) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, { error: `Enter ${label}` })
    .max(100, { error: `Keep ${label} under 100 characters` });

export const moveOutRequest = z
  .strictObject({
    moveOutDate: isoDate,
    forwardingAddress: z.strictObject({
      line1: addressLine('the first line of the address'),
      line2: z.string().trim().max(100).optional(),
      town: addressLine('the town or city'),
      postcode: ukPostcode,
    }),
  })
  .meta({ id: 'MoveOutRequest' });
export type MoveOutRequest = z.input<typeof moveOutRequest>;

export const getMoveOut = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/move-out',
  section: 'moveOutStatus',
  summary: "The account's move-out record, if the customer has told us they are moving",
  tag: 'move-out',
  response: moveOutStatus,
  status: 200,
});

export const createMoveOut = accountEndpoint({
  method: 'post',
  path: '/api/v1/accounts/{id}/move-out',
  section: 'movingHomeHelp',
  summary: 'Tell us the customer is moving out: date and forwarding address',
  tag: 'move-out',
  body: moveOutRequest,
  response: moveOutStatus,
  status: 201,
  idempotent: true,
  errors: [409, 422],
});
