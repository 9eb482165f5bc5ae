import { DEFAULT_MAIL_FROM, type RateLimitSettings, type ServerConfig } from '@/lib/config';
import { createGatewayApp } from './app';
import {
  createPasswords,
  PRODUCTION_PASSWORD_HASHING,
  type PasswordHashing,
} from './auth/passwords';
import { openDatabase } from './db/database';
import type { FeatureFlagsReader } from './feature-flags/cached-feature-flags';
import { cmsFeatureFlags } from './feature-flags/cms-feature-flags';
import { migrate } from './db/migrate';
import { createAfterAnswer } from './http/after-answer';
import { databaseStores, redisStores } from './http/rate-limit-stores';
import { connectRedis } from './http/redis-client';
import { createMailer } from './mail/mailer';
import { smtpTransport } from './mail/smtp-transport';
import { seedIfEmpty } from './seed/seed';

export interface StartOptions {
  /** The SQLite file, unless `databaseUrl` names a PostgreSQL database. */
  databasePath: string;
  databaseUrl?: string;
  /** Where every instance counts the rate limits together; none: in the database. */
  redisUrl?: string;
  jwtSecret: string | undefined;
  corsOrigins: readonly string[];
  /** Request bodies over this many bytes get a 413 (default: 1 MiB). */
  maxBodyBytes?: number;
  rateLimits: RateLimitSettings;
  trustedProxies: readonly string[];
  /** The site's origin, for links in emails. */
  siteUrl: string;
  /** Emails go to the outbox table; with an SMTP server's URL, they are sent too. */
  mail?: { smtpUrl?: string; from?: string };
  passwordHashing?: PasswordHashing;
  now?: () => Date;
  /** The CMS's switches (default: the configured content source's, read once a minute). */
  featureFlags?: FeatureFlagsReader;
}

/** Opens the database, migrates it, seeds it on first start and builds the app over it. */
export async function startGateway(options: StartOptions) {
  if (!options.jwtSecret) {
    throw new Error('GATEWAY_JWT_SECRET is required to run the embedded gateway.');
  }
  if (!options.rateLimits.enabled) {
    // lib/config.ts refuses this in production; say so wherever else it happens.
    console.warn('Gateway rate limits are off (RATE_LIMITS=off): for benchmarks only.');
  }
  const now = options.now ?? (() => new Date());
  const passwordHashing = options.passwordHashing ?? PRODUCTION_PASSWORD_HASHING;
  const database = openDatabase(options.databaseUrl ?? options.databasePath);
  await migrate(database);
  const redis = options.redisUrl ? await connectRedis(options.redisUrl) : undefined;
  const smtpUrl = options.mail?.smtpUrl;
  const mailer = createMailer({
    database,
    now,
    from: options.mail?.from ?? DEFAULT_MAIL_FROM,
    transport: smtpUrl ? smtpTransport(smtpUrl) : undefined,
  });
  // Kept here, so that a server stopping can let work left until after an answer finish.
  const afterAnswer = createAfterAnswer();
  const app = createGatewayApp({
    database,
    afterAnswer,
    jwtSecret: options.jwtSecret,
    corsOrigins: options.corsOrigins,
    maxBodyBytes: options.maxBodyBytes,
    rateLimits: options.rateLimits,
    rateLimitStores: redis ? redisStores(redis) : databaseStores(database),
    redisUrl: options.redisUrl,
    trustedProxies: options.trustedProxies,
    siteUrl: options.siteUrl,
    mailer,
    passwordHashing,
    now,
    featureFlags: options.featureFlags ?? cmsFeatureFlags(now),
  });
  await seedIfEmpty(database, createPasswords(passwordHashing), now());
  return { app, database, redis, afterAnswer };
}

export function startOptionsFrom(config: ServerConfig): StartOptions {
  return {
    databasePath: config.gateway.databasePath,
    databaseUrl: config.gateway.databaseUrl,
    redisUrl: config.redisUrl,
    jwtSecret: config.gateway.jwtSecret,
    corsOrigins: config.gateway.corsOrigins,
    maxBodyBytes: config.gateway.maxBodyBytes,
    rateLimits: config.gateway.rateLimits,
    trustedProxies: config.trustedProxies,
    siteUrl: config.siteUrl,
    mail: config.gateway.mail,
  };
}
