import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { isProxyEntry } from './client-address';
import { httpOrigin, httpUrl, parseEnv, secret, type RawEnv } from './env-schema';
import { environmentSchema, publicEnvSchema } from './public-env';

/**
 * Server-only configuration: the whole environment, secrets included. Importing this module
 * into browser code fails the build (it needs node:fs), which is what keeps secrets server-side;
 * browser code reads `publicConfig` from lib/public-config.ts instead.
 */

const JWT_SECRET_MIN_LENGTH = 32;
const WEBHOOK_SECRET_MIN_LENGTH = 16;
const DEV_SECRET_DIR = '.data';
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
} as const satisfies Record<string, RateLimit>;

/** Where the gateway's emails come from, unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'So Energy <hello@so.energy>';

/** An SMTP server's URL for nodemailer, user and password in it: smtps://user:pass@host:465. */
const smtpUrl = z.url({
  protocol: /^smtps?$/,
  error: 'expected an smtp:// or smtps:// URL, like smtps://user:password@smtp.example.com:465',
});

/** The shared Redis: redis://[user:password@]host:port, or rediss:// over TLS. */
const redisUrl = z.url({
  protocol: /^rediss?$/,
  error: 'expected a redis:// or rediss:// URL, like redis://localhost:6379',
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

/** A comma-separated list of IP addresses and CIDR blocks. */
/** `TRUSTED_PROXIES`: addresses or CIDR blocks, or `none` where clients reach us directly. */
const proxyList = z.pipe(
  z.string(),
  z.pipe(
    z.transform((list: string) =>
      list.trim() === 'none' ? [] : list.split(',').map((entry) => entry.trim()),
    ),
    z.array(
      z.string().check(
        z.refine(isProxyEntry, {
          error: 'expected IP addresses or CIDR blocks (10.0.0.0/8) separated by commas',
        }),
      ),
    ),
  ),
);

/** `EDITORS`: a JSON list of who may sign in to the editor, with their Argon2id hashes. */
const editorList = z.pipe(
  z.string(),
  z.pipe(
    z.transform((text: string, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.issues.push({ code: 'custom', message: 'expected a JSON list', input: text });
        return z.NEVER;
      }
    }),
    z
      .array(
        z.object(
          {
            email: z.email({ error: "expected each editor's email address" }),
            name: z.string().check(z.minLength(1, "expected each editor's name")),
            passwordHash: z.string().check(
              z.startsWith('$argon2id$', {
                error: 'expected an Argon2id hash ($argon2id$…) for each editor',
              }),
            ),
          },
          { error: 'expected [{"email", "name", "passwordHash"}, …]' },
        ),
      )
      .check(z.minLength(1, 'expected at least one editor')),
  ),
);

function requiredBecause<Schema extends z.ZodMiniType>(why: string, schema: Schema) {
  return z.pipe(
    z.custom((value) => value !== undefined, { error: `required ${why}` }),
    schema,
  );
}

/** Which variables are required depends on the environment and on other variables. */
function serverEnvSchema(env: RawEnv) {
  const environment = environmentSchema.safeParse(env.NEXT_PUBLIC_ENVIRONMENT).data;
  const deployed = environment === 'production' || environment === 'staging';
  const usesStoryblok = env.CONTENT_SOURCE === 'storyblok';
  const embedsGateway = !env.GATEWAY_URL;
  const editorEnabled = env.EDITOR_ENABLED === 'true';

  return z.object({
    NEXT_PUBLIC_SITE_URL: deployed
      ? requiredBecause('outside development', httpUrl)
      : z.optional(httpUrl),
    CONTENT_SOURCE: z._default(
      z.enum(['local', 'storyblok'], { error: 'expected local or storyblok' }),
      'local',
    ),
    LOCAL_CONTENT_DIR: z.optional(z.string().check(z.minLength(1))),
    STORYBLOK_TOKEN: usesStoryblok
      ? requiredBecause('when CONTENT_SOURCE is storyblok', z.string())
      : z.optional(z.string()),
    STORYBLOK_PREVIEW_TOKEN: z.optional(z.string()),
    STORYBLOK_API_URL: z.optional(httpUrl),
    STORYBLOK_REGION: z._default(
      z.enum(['eu', 'us', 'ca', 'ap', 'cn'], { error: 'expected one of eu, us, ca, ap, cn' }),
      'eu',
    ),
    PREVIEW_SECRET: z.optional(secret(WEBHOOK_SECRET_MIN_LENGTH)),
    REVALIDATE_SECRET: deployed
      ? requiredBecause('outside development', secret(WEBHOOK_SECRET_MIN_LENGTH))
      : z.optional(secret(WEBHOOK_SECRET_MIN_LENGTH)),
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
    SMTP_URL: z.optional(smtpUrl),
    MAIL_FROM: z._default(mailFrom, DEFAULT_MAIL_FROM),
    // Behind a proxy that is not listed, every client shares the proxy's address and its limits.
    TRUSTED_PROXIES:
      environment === 'production'
        ? requiredBecause(
            'in production: our proxies’ addresses, or none where clients reach the site directly',
            proxyList,
          )
        : z._default(proxyList, []),
    REDIS_URL: z.optional(redisUrl),
    EDITOR_ENABLED: z._default(
      z.enum(['true', 'false'], { error: 'expected true or false' }),
      'false',
    ),
    EDITORS: editorEnabled
      ? requiredBecause('when EDITOR_ENABLED is true', editorList)
      : z.optional(editorList),
    EDITOR_SESSION_SECRET: editorEnabled
      ? requiredBecause('when EDITOR_ENABLED is true', secret(JWT_SECRET_MIN_LENGTH))
      : z.optional(secret(JWT_SECRET_MIN_LENGTH)),
    EDITOR_FACTORS_PATH: z._default(
      z.string().check(z.minLength(1)),
      join(DEV_SECRET_DIR, 'editor-factors.json'),
    ),
    GATEWAY_JWT_SECRET:
      deployed && embedsGateway
        ? requiredBecause(
            'outside development when GATEWAY_URL is empty',
            secret(JWT_SECRET_MIN_LENGTH),
          )
        : z.optional(secret(JWT_SECRET_MIN_LENGTH)),
  });
}

export type ServerConfig = ReturnType<typeof parseServerEnv>;

export interface ParseOptions {
  /** Supplies the JWT secret in development when GATEWAY_JWT_SECRET is unset. */
  developmentJwtSecret: () => string;
}

export function parseServerEnv(env: RawEnv, { developmentJwtSecret }: ParseOptions) {
  const schema = z.intersection(publicEnvSchema, serverEnvSchema(env));
  const { environment, siteUrl, ...server } = parseEnv(schema, env);
  return {
    environment,
    siteUrl,
    content: {
      source: server.CONTENT_SOURCE,
      /** The embedded content space's folder: `content/` unless a benchmark builds another. */
      localDir: server.LOCAL_CONTENT_DIR,
      storyblokToken: server.STORYBLOK_TOKEN,
      storyblokPreviewToken: server.STORYBLOK_PREVIEW_TOKEN,
      storyblokRegion: server.STORYBLOK_REGION,
      /** A Content Delivery API other than Storyblok's for the region (`…/v2`): a proxy. */
      storyblokApiUrl: server.STORYBLOK_API_URL,
    },
    previewSecret: server.PREVIEW_SECRET,
    revalidateSecret: server.REVALIDATE_SECRET,
    /** Our own proxies in front of the site or gateway: only they may name the client. */
    trustedProxies: server.TRUSTED_PROXIES,
    /** The Redis every instance shares; undefined means each keeps its own (one machine). */
    redisUrl: server.REDIS_URL,
    /** The local editor (/editor): in development from this machine; elsewhere when enabled. */
    editor: {
      enabled: server.EDITOR_ENABLED === 'true',
      editors: server.EDITORS ?? [],
      sessionSecret: server.EDITOR_SESSION_SECRET,
      /** The editors' second factors (a JSON file, secrets sealed under the session secret). */
      factorsPath: server.EDITOR_FACTORS_PATH,
    },
    gateway: {
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
        },
      } satisfies RateLimitSettings,
      /** The gateway's emails: sent by SMTP when a server is set, kept in its outbox always. */
      mail: { smtpUrl: server.SMTP_URL, from: server.MAIL_FROM },
    },
  };
}

/** Reads the development JWT secret from `dir`, creating it on first use (race-safe). */
export function readOrCreateDevelopmentSecret(dir: string = DEV_SECRET_DIR): string {
  const file = join(dir, 'gateway-jwt-secret');
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

let cached: ServerConfig | undefined;

/** The server configuration, parsed from process.env once. Throws ConfigError when it is bad. */
export function getServerConfig(): ServerConfig {
  cached ??= parseServerEnv(
    // Read by its literal name, which a Next build replaces with the environment it was built
    // for (next.config.ts): `next start` serves what the build is, whatever its own env says.
    { ...process.env, NEXT_PUBLIC_ENVIRONMENT: process.env.NEXT_PUBLIC_ENVIRONMENT },
    { developmentJwtSecret: readOrCreateDevelopmentSecret },
  );
  return cached;
}
