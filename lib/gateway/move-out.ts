import * as moveOut from './contract/move-out';
import { gateway, type CallOptions } from './client';

/** Moving out of a home we supply. */

export const getMoveOut = (id: number, options?: CallOptions) =>
  gateway.call(moveOut.getMoveOut, { params: { id } }, options);

export const createMoveOut = (id: number, body: moveOut.MoveOutRequest, options?: CallOptions) =>
  gateway.call(moveOut.createMoveOut, { params: { id }, body }, options);
