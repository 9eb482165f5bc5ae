import * as z from 'zod/mini';
import type { Session } from '@/lib/gateway/contract/auth';

/**
 * What login and refresh answer (SPEC §3 "Login responses"), checked again wherever it arrives
 * from outside the gateway client: another tab, or the mobile app. zod/mini, because this code
 * runs on every page.
 */
export const gatewaySessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  exp: z.iso.datetime({ offset: true }),
  email: z.string().check(z.minLength(1)),
  refresh_token_exp: z.iso.datetime({ offset: true }),
});

/** A session handed over by the gateway, another tab or the app, and whether it is long-lived. */
export interface SessionGrant {
  session: Session;
  longLived: boolean;
}

export const sessionGrantSchema = z.object({
  session: gatewaySessionSchema,
  longLived: z.boolean(),
});
