import * as contact from './contract/contact';
import * as evReminders from './contract/ev-reminders';
import * as feedback from './contract/feedback';
import * as referralInvites from './contract/referral-invites';
import type { RegionId } from './contract/regions';
import * as tariffs from './contract/tariffs';
import * as votes from './contract/votes';
import { gateway, type CallOptions } from './client';

/** The marketing site's page-block calls, one function each, typed and parsed by the contract. */

export const createEvReminder = (body: evReminders.EvReminderRequest, options?: CallOptions) =>
  gateway.call(evReminders.createEvReminder, { body }, options);

/** Answers 404 (a GatewayError) for a code that is unknown or cannot earn a reward. */
export const getReferralInvite = (code: string, options?: CallOptions) =>
  gateway.call(referralInvites.getReferralInvite, { params: { code } }, options);

export const getPollResults = (pollId: string, options?: CallOptions) =>
  gateway.call(votes.getPollResults, { params: { pollId } }, options);

export const castVote = (pollId: string, body: votes.VoteRequest, options?: CallOptions) =>
  gateway.call(votes.castVote, { params: { pollId }, body }, options);

/** Pass the same `idempotencyKey` when retrying a send, so a retry cannot send it twice. */
export const sendContactMessage = (
  body: contact.ContactRequest,
  options: CallOptions & { idempotencyKey: string },
) => gateway.call(contact.sendContactMessage, { body }, options);

export const rateSwitch = (body: feedback.SwitchRatingRequest, options?: CallOptions) =>
  gateway.call(feedback.rateSwitch, { body }, options);

/** Every tariff on sale with one distribution region's prices. */
export const getTariffPrices = (region: RegionId, options?: CallOptions) =>
  gateway.call(tariffs.getTariffPrices, { query: { region } }, options);
