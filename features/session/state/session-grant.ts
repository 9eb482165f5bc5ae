import * as z from 'zod/mini';
import type { Session } from '@/lib/gateway/contract/auth';

/**
 * An ISO 8601 instant with its offset, as the gateway writes them. A plain pattern rather than
 * z.iso.datetime(), whose checks would add about 18 kB to every page.
 */
const instant = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/));

/**
 * What login and refresh answer (SPEC §3 "Login responses"), checked again wherever it arrives
 * from outside the gateway client: another tab, or the mobile app. zod/mini, because this code
 * runs on every page.
 */
export const gatewaySessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  exp: instant,
  email: z.string().check(z.minLength(1)),
  refresh_token_exp: instant,
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
