import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { httpOrigin, httpUrl, parseEnv, secret, type RawEnv } from './env-schema';
import { environmentSchema, publicEnvSchema } from './public-config';

/**
 * Server-only configuration: the whole environment, secrets included. Importing this module
 * into browser code fails the build (it needs node:fs), which is what keeps secrets server-side;
 * browser code reads `publicConfig` from lib/public-config.ts instead.
 */

const JWT_SECRET_MIN_LENGTH = 32;
const WEBHOOK_SECRET_MIN_LENGTH = 16;
const DEV_SECRET_DIR = '.data';
const DEFAULT_GATEWAY_PORT = 4000;
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

/** A comma-separated list of origins. */
const originList = z.pipe(
  z.string(),
  z.pipe(
    z.transform((list: string) => list.split(',').map((origin) => origin.trim())),
    z.array(httpOrigin),
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

  return z.object({
    NEXT_PUBLIC_SITE_URL: deployed
      ? requiredBecause('outside development', httpUrl)
      : z.optional(httpUrl),
    CONTENT_SOURCE: z._default(
      z.enum(['local', 'storyblok'], { error: 'expected local or storyblok' }),
      'local',
    ),
    STORYBLOK_TOKEN: usesStoryblok
      ? requiredBecause('when CONTENT_SOURCE is storyblok', z.string())
      : z.optional(z.string()),
    STORYBLOK_PREVIEW_TOKEN: z.optional(z.string()),
    STORYBLOK_REGION: z._default(
      z.enum(['eu', 'us', 'ca', 'ap', 'cn'], { error: 'expected one of eu, us, ca, ap, cn' }),
      'eu',
    ),
    PREVIEW_SECRET: z.optional(secret(WEBHOOK_SECRET_MIN_LENGTH)),
    REVALIDATE_SECRET: deployed
      ? requiredBecause('outside development', secret(WEBHOOK_SECRET_MIN_LENGTH))
      : z.optional(secret(WEBHOOK_SECRET_MIN_LENGTH)),
    GATEWAY_URL: z.optional(httpUrl),
    GATEWAY_DATABASE_PATH: z._default(z.string(), join(DEV_SECRET_DIR, 'gateway.sqlite')),
    GATEWAY_PORT: z._default(port, DEFAULT_GATEWAY_PORT),
    GATEWAY_CORS_ORIGINS: z.optional(originList),
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
      storyblokToken: server.STORYBLOK_TOKEN,
      storyblokPreviewToken: server.STORYBLOK_PREVIEW_TOKEN,
      storyblokRegion: server.STORYBLOK_REGION,
    },
    previewSecret: server.PREVIEW_SECRET,
    revalidateSecret: server.REVALIDATE_SECRET,
    gateway: {
      /** Undefined means the embedded reference gateway serves /api/v1 at the site's origin. */
      url: server.GATEWAY_URL,
      databasePath: server.GATEWAY_DATABASE_PATH,
      /** Port of the standalone gateway (`npm run gateway`). */
      port: server.GATEWAY_PORT,
      /** Site origins the standalone gateway lets call it with credentials (CORS). */
      corsOrigins: server.GATEWAY_CORS_ORIGINS ?? [siteUrl],
      jwtSecret:
        server.GATEWAY_JWT_SECRET ??
        (environment === 'development' ? developmentJwtSecret() : undefined),
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
  cached ??= parseServerEnv(process.env, { developmentJwtSecret: readOrCreateDevelopmentSecret });
  return cached;
}
