import * as feedback from './contract/feedback';
import { gateway, type CallOptions } from './client';

export const rateSwitch = (body: feedback.SwitchRatingRequest, options?: CallOptions) =>
  gateway.call(feedback.rateSwitch, { body }, options);
