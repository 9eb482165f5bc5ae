import { z } from 'zod';
import { accountEndpoint } from './account-endpoint';
import { isoDate } from './common';

/**
 * The opening meter readings are asked for from this many days before the switch date to as many
 * after: the week around it, so the readings show what was used before the switch and after.
 */
export const OPENING_READING_DAYS_EITHER_SIDE = 3;

/** A new account's switch to us, stage by stage (issue 47 item 4). */
export const switchStageKey = z.enum([
  'signedUp',
  'coolingOff',
  'supplierNotified',
  'switchDate',
  'openingReading',
  'firstBill',
]);
export type SwitchStageKey = z.infer<typeof switchStageKey>;

export const switchStage = z
  .object({
    key: switchStageKey,
    /** The day it happens, or the first day of a period (cooling-off, the opening readings). */
    from: isoDate,
    /** The last day of a period; the same day for a stage that happens on one day. */
    to: isoDate,
    /** Done, happening now (the first stage not done), or still to come. */
    state: z.enum(['done', 'now', 'toCome']),
  })
  .meta({ id: 'SwitchStage' });
export type SwitchStage = z.infer<typeof switchStage>;

export const switchProgress = z
  .object({
    /** Every stage in order, dated in London. */
    stages: z.array(switchStage),
    /** The last day the switch can be cancelled online, at no cost. */
    coolingOffEndsOn: isoDate,
    /** Whether it can be cancelled online today: within cooling-off and not cancelled. */
    canCancel: z.boolean(),
    /** Whether the opening readings are asked for today. */
    openingReadingDue: z.boolean(),
    /** The day it was cancelled, or null while it goes ahead. */
    cancelledOn: isoDate.nullable(),
  })
  .meta({ id: 'SwitchProgress' });
export type SwitchProgress = z.infer<typeof switchProgress>;

export const switchTracker = z
  .object({
    /** The switch of a new account still being set up; null for an account already supplied. */
    progress: switchProgress.nullable(),
  })
  .meta({ id: 'SwitchTracker' });
export type SwitchTracker = z.infer<typeof switchTracker>;

export const getSwitchTracker = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/switch',
  section: 'accountHome',
  summary:
    "A new account's switch: its stages with their dates and states, the cooling-off end, whether it can be cancelled and whether the opening readings are due (null once the account is supplied)",
  tag: 'switches',
  response: switchTracker,
  status: 200,
});

export const switchCancellation = z
  .object({ cancelledOn: isoDate, cancelledAt: z.iso.datetime({ offset: true }) })
  .meta({ id: 'SwitchCancellation' });
export type SwitchCancellation = z.infer<typeof switchCancellation>;

export const cancelSwitch = accountEndpoint({
  method: 'post',
  path: '/api/v1/accounts/{id}/switch/cancellation',
  section: 'cancelSwitch',
  summary:
    'Cancel a new account’s switch within its cooling-off period, confirmed by email; cancelling again gives the same cancellation (403 for an account we already supply; 422 after cooling-off, in words with our phone number)',
  tag: 'switches',
  response: switchCancellation,
  status: 201,
  idempotent: true,
  errors: [422],
});
