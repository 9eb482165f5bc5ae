import { OpenAPIHono } from '@hono/zod-openapi';
import { DEFAULT_MAIL_FROM, type RateLimitSettings } from '@/lib/config';
import type { ErrorBody, FieldError } from '@/lib/gateway/contract/errors';
import { SERVER_ERROR_MESSAGE } from '@/lib/gateway/contract/messages';
import { accountRoutes } from './accounts/routes';
import { adminRoutes } from './admin/routes';
import { addressRoutes } from './addresses/routes';
import { API_TOKEN_SECURITY } from './api-tokens/openapi';
import { addApiTokenRateLimit } from './api-tokens/rate-limit';
import { apiTokenRoutes } from './api-tokens/routes';
import { billRoutes } from './bills/routes';
import { contactRoutes } from './contact/routes';
import { customerRoutes } from './customers/routes';
import { dataExportRoutes } from './data-exports/routes';
import { meterPointRoutes } from './meter-points/routes';
import { evReminderRoutes } from './ev-reminders/routes';
import { feedbackRoutes } from './feedback/routes';
import { tariffRoutes } from './tariffs/routes';
import { moveOutRoutes } from './move-out/routes';
import { paymentPlanRoutes } from './payment-plans/routes';
import { paymentRoutes } from './payments/routes';
import { refundRoutes } from './refunds/routes';
import { quoteRoutes } from './quotes/routes';
import { readingRoutes } from './readings/routes';
import { referralInviteRoutes } from './referral-invites/routes';
import { referralRoutes } from './referrals/routes';
import { renewalRoutes } from './renewals/routes';
import { signupRoutes } from './signups/routes';
import { smartMeterRoutes } from './smart-meter/routes';
import { switchRoutes } from './switches/routes';
import { usageRoutes } from './usage/routes';
import { vehicleRoutes } from './vehicles/routes';
import { voteRoutes } from './votes/routes';
import { warmHomeDiscountRoutes } from './warm-home-discount/routes';
import { accountSecurityRoutes } from './account-security/routes';
import { createAccessTokens } from './auth/access-tokens';
import { createKeyedHash } from './auth/keyed-hash';
import { createPasswords, type PasswordHashing } from './auth/passwords';
import { authRoutes } from './auth/routes';
import { secondFactorRoutes } from './auth/second-factor-routes';
import type { Database } from './db/sql';
import type { GatewayDeps } from './deps';
import type { FeatureFlagsReader } from './feature-flags/cached-feature-flags';
import { createAfterAnswer, type AfterAnswer } from './http/after-answer';
import { limitBodySize } from './http/body-limit';
import { createClientAddressReader } from './http/client-address';
import { databaseBusyError } from './http/database-busy';
import { addHealthRoute, gatewayChecks } from './http/health';
import { HttpError, NOT_FOUND_MESSAGE } from './http/http-error';
import { refuseMalformedPath } from './http/malformed-path';
import { API_TOKEN_SCHEME, BEARER_SCHEME } from './http/openapi';
import { addRateLimits, type RateLimitStores } from './http/rate-limits';
import { gatewayResponseHeaders } from './http/response-headers';
import { createRouter, type GatewayRouter } from './http/router';
import { createMailer, type Mailer } from './mail/mailer';

export const OPENAPI_PATH = '/api/v1/openapi.json';

export interface GatewayAppOptions {
  database: Database;
  /** Signs access tokens (32+ characters). */
  jwtSecret: string;
  /** Site origins that may call with credentials from the browser. */
  corsOrigins: readonly string[];
  /** Request bodies over this many bytes get a 413 before being read whole (default: 1 MiB). */
  maxBodyBytes?: number;
  passwordHashing: PasswordHashing;
  now?: () => Date;
  /** Requests per client address for each group of public endpoints, or off. */
  rateLimits: RateLimitSettings;
  /** Where the limits count (memory unless given: one instance). */
  rateLimitStores?: RateLimitStores;
  /** The Redis the rate limits are counted in, for the health check; none: not configured. */
  redisUrl?: string;
  /** Our proxies (IPs, CIDR blocks): only their X-Forwarded-For names the client. */
  trustedProxies: readonly string[];
  /** The site's origin, for links in emails. */
  siteUrl: string;
  /** Sends the gateway's emails (default: kept in the outbox table only). */
  mailer?: Mailer;
  /** Runs work handlers leave until they have answered (default: on the next turn). */
  afterAnswer?: AfterAnswer;
  /** The CMS's switches the account sections' rules read, as the site reads them. */
  featureFlags: FeatureFlagsReader;
}

/**
 * Every area of the gateway, in one list. To add one: describe its endpoints in
 * lib/gateway/contract/<area>.ts, write gateway/<area>/routes.ts, and add it here.
 */
const AREAS: readonly ((router: GatewayRouter) => void)[] = [
  authRoutes,
  // Staff logins' second factor (issue 42 item 11).
  secondFactorRoutes,
  // Forgotten and changed passwords, and the devices signed in (issue 18).
  accountSecurityRoutes,
  // Personal API tokens, read-only, for the customer's own scripts (issue 47 item 3).
  apiTokenRoutes,
  customerRoutes,
  // A customer's copy of their data (issue 47 item 3).
  dataExportRoutes,
  accountRoutes,
  billRoutes,
  readingRoutes,
  usageRoutes,
  paymentRoutes,
  // Refunds of credit on demand (issue 47 item 1).
  refundRoutes,
  paymentPlanRoutes,
  referralRoutes,
  moveOutRoutes,
  renewalRoutes,
  // The staff Admin screen (issue 17).
  adminRoutes,
  smartMeterRoutes,
  warmHomeDiscountRoutes,
  addressRoutes,
  quoteRoutes,
  vehicleRoutes,
  meterPointRoutes,
  signupRoutes,
  // New accounts' switches: the tracker and cancelling within cooling-off (issue 47 item 4).
  switchRoutes,
  // Page blocks of the marketing site (issue 8).
  evReminderRoutes,
  referralInviteRoutes,
  voteRoutes,
  contactRoutes,
  feedbackRoutes,
  tariffRoutes,
];

function errorResponse(status: number, message: string, fields?: readonly FieldError[]) {
  const body: ErrorBody = {
    message,
    statusCode: status,
    ...(fields ? { fields: [...fields] } : {}),
  };
  return body;
}

/** The reference gateway as a Hono app over an open, migrated database. */
export function createGatewayApp(options: GatewayAppOptions): OpenAPIHono {
  const now = options.now ?? (() => new Date());
  const { database } = options;
  const deps: GatewayDeps = {
    database,
    now,
    accessTokens: createAccessTokens(options.jwtSecret),
    passwords: createPasswords(options.passwordHashing),
    keyedHash: createKeyedHash(options.jwtSecret),
    clientAddress: createClientAddressReader(options.trustedProxies),
    mailer: options.mailer ?? createMailer({ database, now, from: DEFAULT_MAIL_FROM }),
    siteUrl: options.siteUrl,
    afterAnswer: options.afterAnswer ?? createAfterAnswer(),
    featureFlags: options.featureFlags,
  };
  const app = new OpenAPIHono();

  app.use('*', gatewayResponseHeaders(options.corsOrigins));

  addHealthRoute(app, gatewayChecks(database, options.redisUrl));
  addRateLimits(app, options.rateLimits, deps.clientAddress, options.rateLimitStores);
  addApiTokenRateLimit(app, options.rateLimitStores);

  app.use('*', refuseMalformedPath);
  app.use('*', limitBodySize(options.maxBodyBytes));

  const router = createRouter(app, deps);
  for (const addArea of AREAS) addArea(router);

  app.openAPIRegistry.registerComponent('securitySchemes', BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', API_TOKEN_SCHEME, API_TOKEN_SECURITY);
  app.doc31(OPENAPI_PATH, {
    openapi: '3.1.0',
    info: {
      title: 'So Energy portal gateway',
      version: '1.0.0',
      description:
        'Customer accounts, authentication and quotes. Errors are always ' +
        '`{ message, statusCode }`; money is in whole pence unless a field name says pounds.',
    },
  });

  app.notFound((c) => c.json(errorResponse(404, NOT_FOUND_MESSAGE), 404));
  app.onError((thrown, c) => {
    // Another connection holding the database is a moment's wait: 503 with Retry-After.
    const error = databaseBusyError(thrown) ?? thrown;
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(errorResponse(error.status, error.message, error.fields), error.status);
    }
    // Logged for operators; the customer sees a plain apology, never a stack or SQL.
    console.error('Gateway error on', c.req.method, c.req.path, error);
    return c.json(errorResponse(500, SERVER_ERROR_MESSAGE), 500);
  });

  return app;
}
