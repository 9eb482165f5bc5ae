import * as readings from './contract/readings';
import { gateway, type CallOptions } from './client';

/** An account's meter readings. */

export const getReadings = (id: number, options?: CallOptions) =>
  gateway.call(readings.getReadings, { params: { id } }, options);

/** Pass a fresh `idempotencyKey` per submission so a retry cannot record it twice. */
export const submitReadings = (
  id: number,
  body: readings.ReadingSubmission,
  options: CallOptions & { idempotencyKey: string },
) => gateway.call(readings.submitReadings, { params: { id }, body }, options);
