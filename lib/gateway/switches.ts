import * as switches from './contract/switches';
import { gateway, type CallOptions } from './client';

/** A new account's switch to us: how it is going, and cancelling it within cooling-off. */

export const getSwitchTracker = (id: number, options?: CallOptions) =>
  gateway.call(switches.getSwitchTracker, { params: { id } }, options);

/** Pass a fresh `idempotencyKey` per cancellation, so a retry cancels (and emails) once. */
export const cancelSwitch = (id: number, options: CallOptions & { idempotencyKey: string }) =>
  gateway.call(switches.cancelSwitch, { params: { id } }, options);
