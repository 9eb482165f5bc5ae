import { join } from 'node:path';
import * as z from 'zod/mini';
import { httpOrigin, httpUrl, secret, type RawEnv } from './env-schema';
import {
  deploymentOf,
  DEV_SECRET_DIR,
  JWT_SECRET_MIN_LENGTH,
  requiredBecause,
} from './config-fields';

const DEFAULT_GATEWAY_PORT = 4000;
/** The largest request body the gateway reads; larger ones get a 413. */
export const DEFAULT_GATEWAY_MAX_BODY_BYTES = 1024 * 1024;
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const PORT_ERROR = 'expected a port number from 1 to 65535';

const port = z.pipe(
  z.string(),
  z.transform((value: string, context) => {
    const number = Number(value);
    if (Number.isInteger(number) && number >= 1 && number <= 65_535) return number;
    context.issues.push({ code: 'custom', message: PORT_ERROR, input: value });
    return z.NEVER;
  }),
);

const byteCount = z.pipe(
  z.string(),
  z.transform((value: string, context) => {
    const number = Number(value);
    if (/^\d+$/.test(value) && number >= 1 && Number.isSafeInteger(number)) return number;
    context.issues.push({ code: 'custom', message: 'expected a number of bytes', input: value });
    return z.NEVER;
  }),
);

/** A comma-separated list of origins. */
const originList = z.pipe(
  z.string(),
  z.pipe(
    z.transform((list: string) => list.split(',').map((origin) => origin.trim())),
    z.array(httpOrigin),
  ),
);

/**
 * Requests one client address may make to each group of gateway endpoints in a window: well
 * above what a person does, far below what a script does. `RATE_LIMIT_<GROUP>` overrides one
 * (`20/1m`); `RATE_LIMITS=off` switches them all off, which production refuses.
 */
export const DEFAULT_RATE_LIMITS = {
  login: { limit: 20, windowMs: MINUTE_MS },
  addresses: { limit: 120, windowMs: MINUTE_MS },
  quotes: { limit: 60, windowMs: MINUTE_MS },
  signups: { limit: 10, windowMs: HOUR_MS },
  votes: { limit: 30, windowMs: 10 * MINUTE_MS },
  contact: { limit: 20, windowMs: HOUR_MS },
  evReminders: { limit: 20, windowMs: HOUR_MS },
  passwordResets: { limit: 20, windowMs: HOUR_MS },
  referralCodes: { limit: 30, windowMs: HOUR_MS },
  vehicleChecks: { limit: 30, windowMs: HOUR_MS },
  switchRatings: { limit: 10, windowMs: HOUR_MS },
  dataExports: { limit: 10, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;

/** Where the gateway's emails come from, unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'So Energy <hello@so.energy>';

/** An SMTP server's URL for nodemailer, user and password in it: smtps://user:pass@host:465. */
const smtpUrl = z.url({
  protocol: /^smtps?$/,
  error: 'expected an smtp:// or smtps:// URL, like smtps://user:password@smtp.example.com:465',
});

/** The gateway's PostgreSQL database, user and password in it. */
const postgresUrl = z.url({
  protocol: /^postgres(?:ql)?$/,
  error:
    'expected a postgres:// or postgresql:// URL, like postgres://gateway:password@db.example.com:5432/gateway',
});

/** A From address: `hello@so.energy` or `So Energy <hello@so.energy>`. */
const mailFrom = z.string().check(
  z.regex(/^(?:[^<>@]+ <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
    error: 'expected an email address, or a name and <address>',
  }),
);

export interface RateLimit {
  limit: number;
  windowMs: number;
}
export type RateLimitGroup = keyof typeof DEFAULT_RATE_LIMITS;
export interface RateLimitSettings {
  enabled: boolean;
  limits: Readonly<Record<RateLimitGroup, RateLimit>>;
}

/** `20/1m`: 20 requests a minute; the window is in seconds (s), minutes (m) or hours (h). */
function parseRateLimit(text: string): RateLimit | undefined {
  const [, count, length, unit] = /^(\d+)\/(\d+)([smh])$/.exec(text.replace(/\s/g, '')) ?? [];
  const unitMs = unit === 'h' ? HOUR_MS : unit === 'm' ? MINUTE_MS : SECOND_MS;
  const limit = Number(count);
  const windowMs = Number(length) * unitMs;
  return limit >= 1 && windowMs >= SECOND_MS ? { limit, windowMs } : undefined;
}

const rateLimit = z.pipe(
  z.string(),
  z.transform((value: string, context): RateLimit => {
    const parsed = parseRateLimit(value);
    if (parsed) return parsed;
    context.issues.push({
      code: 'custom',
      message: 'expected requests per window, like 20/1m (window in s, m or h)',
      input: value,
    });
    return z.NEVER;
  }),
);

/** The gateway's: where it is, its database, limits and emails, and its signing secret. */
export function gatewayEnvShape(env: RawEnv) {
  const { environment, deployed } = deploymentOf(env);
  const embedsGateway = !env.GATEWAY_URL;
  return {
    GATEWAY_URL: z.optional(httpUrl),
    DATABASE_URL: z.optional(postgresUrl),
    GATEWAY_DATABASE_PATH: z._default(z.string(), join(DEV_SECRET_DIR, 'gateway.sqlite')),
    GATEWAY_PORT: z._default(port, DEFAULT_GATEWAY_PORT),
    GATEWAY_CORS_ORIGINS: z.optional(originList),
    GATEWAY_MAX_BODY_BYTES: z._default(byteCount, DEFAULT_GATEWAY_MAX_BODY_BYTES),
    RATE_LIMITS: z._default(
      environment === 'production'
        ? z.enum(['on'], {
            error:
              'must be on in production: the limits stop scripts guessing passwords and flooding quotes and sign-ups',
          })
        : z.enum(['on', 'off'], { error: 'expected on or off' }),
      'on',
    ),
    RATE_LIMIT_LOGIN: z.optional(rateLimit),
    RATE_LIMIT_ADDRESSES: z.optional(rateLimit),
    RATE_LIMIT_QUOTES: z.optional(rateLimit),
    RATE_LIMIT_SIGNUPS: z.optional(rateLimit),
    RATE_LIMIT_VOTES: z.optional(rateLimit),
    RATE_LIMIT_CONTACT: z.optional(rateLimit),
    RATE_LIMIT_EV_REMINDERS: z.optional(rateLimit),
    RATE_LIMIT_PASSWORD_RESETS: z.optional(rateLimit),
    RATE_LIMIT_REFERRAL_CODES: z.optional(rateLimit),
    RATE_LIMIT_VEHICLE_CHECKS: z.optional(rateLimit),
    RATE_LIMIT_SWITCH_RATINGS: z.optional(rateLimit),
    RATE_LIMIT_DATA_EXPORTS: z.optional(rateLimit),
    SMTP_URL: z.optional(smtpUrl),
    MAIL_FROM: z._default(mailFrom, DEFAULT_MAIL_FROM),
    GATEWAY_JWT_SECRET:
      deployed && embedsGateway
        ? requiredBecause(
            'outside development when GATEWAY_URL is empty',
            secret(JWT_SECRET_MIN_LENGTH),
          )
        : z.optional(secret(JWT_SECRET_MIN_LENGTH)),
  };
}

type GatewayEnv = z.infer<z.ZodMiniObject<ReturnType<typeof gatewayEnvShape>>>;

interface GatewaySite {
  siteUrl: string;
  environment: string;
  /** Supplies the JWT secret in development when GATEWAY_JWT_SECRET is unset. */
  developmentJwtSecret: () => string;
}

export function gatewayConfig(
  server: GatewayEnv,
  { siteUrl, environment, developmentJwtSecret }: GatewaySite,
) {
  return {
    /** Undefined means the embedded reference gateway serves /api/v1 at the site's origin. */
    url: server.GATEWAY_URL,
    /** PostgreSQL, when set; otherwise SQLite in the file at databasePath. */
    databaseUrl: server.DATABASE_URL,
    databasePath: server.GATEWAY_DATABASE_PATH,
    /** Port of the standalone gateway (`npm run gateway`). */
    port: server.GATEWAY_PORT,
    /** Site origins the standalone gateway lets call it with credentials (CORS). */
    corsOrigins: server.GATEWAY_CORS_ORIGINS ?? [new URL(siteUrl).origin],
    /** Request bodies over this many bytes are refused with 413 before being read whole. */
    maxBodyBytes: server.GATEWAY_MAX_BODY_BYTES,
    jwtSecret:
      server.GATEWAY_JWT_SECRET ??
      (environment === 'development' ? developmentJwtSecret() : undefined),
    rateLimits: {
      enabled: server.RATE_LIMITS === 'on',
      limits: {
        login: server.RATE_LIMIT_LOGIN ?? DEFAULT_RATE_LIMITS.login,
        addresses: server.RATE_LIMIT_ADDRESSES ?? DEFAULT_RATE_LIMITS.addresses,
        quotes: server.RATE_LIMIT_QUOTES ?? DEFAULT_RATE_LIMITS.quotes,
        signups: server.RATE_LIMIT_SIGNUPS ?? DEFAULT_RATE_LIMITS.signups,
        votes: server.RATE_LIMIT_VOTES ?? DEFAULT_RATE_LIMITS.votes,
        contact: server.RATE_LIMIT_CONTACT ?? DEFAULT_RATE_LIMITS.contact,
        evReminders: server.RATE_LIMIT_EV_REMINDERS ?? DEFAULT_RATE_LIMITS.evReminders,
        passwordResets: server.RATE_LIMIT_PASSWORD_RESETS ?? DEFAULT_RATE_LIMITS.passwordResets,
        referralCodes: server.RATE_LIMIT_REFERRAL_CODES ?? DEFAULT_RATE_LIMITS.referralCodes,
        vehicleChecks: server.RATE_LIMIT_VEHICLE_CHECKS ?? DEFAULT_RATE_LIMITS.vehicleChecks,
        switchRatings: server.RATE_LIMIT_SWITCH_RATINGS ?? DEFAULT_RATE_LIMITS.switchRatings,
        dataExports: server.RATE_LIMIT_DATA_EXPORTS ?? DEFAULT_RATE_LIMITS.dataExports,
      },
    } satisfies RateLimitSettings,
    /** The gateway's emails: sent by SMTP when a server is set, kept in its outbox always. */
    mail: { smtpUrl: server.SMTP_URL, from: server.MAIL_FROM },
  };
}
