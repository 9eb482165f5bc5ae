import type { OpenAPIHono } from '@hono/zod-openapi';
import { MemoryStore, rateLimiter, type RateLimitInfo, type Store } from 'hono-rate-limiter';
import type { RateLimitGroup, RateLimitSettings } from '@/lib/config';
import {
  confirmLogin,
  confirmPasswordReset,
  requestPasswordReset,
} from '@/lib/gateway/contract/account-security';
import { getAddresses } from '@/lib/gateway/contract/addresses';
import { completeLogin, login } from '@/lib/gateway/contract/auth';
import { sendContactMessage } from '@/lib/gateway/contract/contact';
import type { Endpoint } from '@/lib/gateway/contract/endpoint';
import { requestDataExport } from '@/lib/gateway/contract/data-exports';
import { createEvReminder } from '@/lib/gateway/contract/ev-reminders';
import { rateSwitch } from '@/lib/gateway/contract/feedback';
import { createQuotes } from '@/lib/gateway/contract/quotes';
import { getReferralInvite } from '@/lib/gateway/contract/referral-invites';
import { acceptSignup, createSignup } from '@/lib/gateway/contract/signups';
import { checkVehicleIsEv } from '@/lib/gateway/contract/vehicles';
import { castVote } from '@/lib/gateway/contract/votes';
import type { ClientAddressOf } from './client-address';
import { rememberRefusals } from './remembered-refusals';
import { honoPath } from './router';
import { tooManyRequests } from './too-many-requests';

/**
 * What each limit counts: the public endpoints a script could call in a loop, each of which
 * costs a password check, writes rows, sends an email (a data archive's), pays a third party (the
 * DVLA's vehicle check) or answers a guess (a referral code names its referrer). Counted per client address (lib/client-address.ts).
 */
const LIMITED_ENDPOINTS: Readonly<Record<RateLimitGroup, readonly Endpoint[]>> = {
  login: [login, completeLogin, confirmLogin],
  addresses: [getAddresses],
  quotes: [createQuotes],
  signups: [createSignup, acceptSignup],
  votes: [castVote],
  contact: [sendContactMessage],
  evReminders: [createEvReminder],
  passwordResets: [requestPasswordReset, confirmPasswordReset],
  referralCodes: [getReferralInvite],
  vehicleChecks: [checkVehicleIsEv],
  switchRatings: [rateSwitch],
  dataExports: [requestDataExport],
};

const rateLimitedMessage = (wait: string) =>
  `Too many attempts. Please wait ${wait} and try again.`;

/**
 * Where each group's counts are kept: in memory by default, which serves one instance; several
 * instances need a store they share (hono-rate-limiter's RedisStore).
 */
export type RateLimitStores = (name: RateLimitName) => Store;

/** What a store counts: a group of the limits per client address, or each personal API token's. */
export type RateLimitName = RateLimitGroup | 'apiTokens';

export const inMemory: RateLimitStores = () => new MemoryStore();

declare module 'hono' {
  /** What hono-rate-limiter keeps on the context of each request it counts. */
  interface ContextVariableMap {
    rateLimit: RateLimitInfo;
  }
}

/**
 * Answers 429 with Retry-After, in the gateway's error shape, once a client goes over a limit.
 * A client known to be over its limit is refused from memory (remembered-refusals.ts).
 */
export function addRateLimits(
  app: OpenAPIHono,
  settings: RateLimitSettings,
  clientAddress: ClientAddressOf,
  stores: RateLimitStores = inMemory,
): void {
  if (!settings.enabled) return;
  for (const group of Object.keys(LIMITED_ENDPOINTS) as RateLimitGroup[]) {
    const { limit, windowMs } = settings.limits[group];
    const limiter = rateLimiter({
      windowMs,
      limit,
      store: rememberRefusals(stores(group), limit),
      standardHeaders: false,
      keyGenerator: clientAddress,
      handler: (c) => {
        const { resetTime } = c.get('rateLimit');
        throw tooManyRequests(
          resetTime ? resetTime.getTime() - Date.now() : windowMs,
          rateLimitedMessage,
        );
      },
    });
    for (const endpoint of LIMITED_ENDPOINTS[group]) {
      app.on(endpoint.method.toUpperCase(), honoPath(endpoint.path), limiter);
    }
  }
}
