import * as moveOut from './contract/move-out';
import { gateway, type CallOptions } from './client';

/** Moving out of a home we supply. */

export const getMoveOut = (id: number, options?: CallOptions) =>
  gateway.call(moveOut.getMoveOut, { params: { id } }, options);

/** Pass a fresh `idempotencyKey` per move so a retry cannot record it twice. */
export const createMoveOut = (
  id: number,
  body: moveOut.MoveOutRequest,
  options: CallOptions & { idempotencyKey: string },
) => gateway.call(moveOut.createMoveOut, { params: { id }, body }, options);
