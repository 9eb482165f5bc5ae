import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
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

function requiredBecause<Schema extends z.ZodType>(why: string, schema: Schema) {
  return z.custom((value) => value !== undefined, { error: `required ${why}` }).pipe(schema);
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
      : httpUrl.optional(),
    CONTENT_SOURCE: z
      .enum(['local', 'storyblok'], { error: 'expected local or storyblok' })
      .default('local'),
    STORYBLOK_TOKEN: usesStoryblok
      ? requiredBecause('when CONTENT_SOURCE is storyblok', z.string())
      : z.string().optional(),
    STORYBLOK_PREVIEW_TOKEN: z.string().optional(),
    STORYBLOK_REGION: z
      .enum(['eu', 'us', 'ca', 'ap', 'cn'], { error: 'expected one of eu, us, ca, ap, cn' })
      .default('eu'),
    PREVIEW_SECRET: secret(WEBHOOK_SECRET_MIN_LENGTH).optional(),
    REVALIDATE_SECRET: deployed
      ? requiredBecause('outside development', secret(WEBHOOK_SECRET_MIN_LENGTH))
      : secret(WEBHOOK_SECRET_MIN_LENGTH).optional(),
    GATEWAY_URL: httpUrl.optional(),
    GATEWAY_DATABASE_PATH: z.string().default(join(DEV_SECRET_DIR, 'gateway.sqlite')),
    GATEWAY_PORT: z.coerce
      .number({ error: 'expected a port number from 1 to 65535' })
      .int({ error: 'expected a port number from 1 to 65535' })
      .min(1, { error: 'expected a port number from 1 to 65535' })
      .max(65535, { error: 'expected a port number from 1 to 65535' })
      .default(DEFAULT_GATEWAY_PORT),
    GATEWAY_CORS_ORIGINS: z
      .string()
      .transform((list) => list.split(',').map((origin) => origin.trim()))
      .pipe(z.array(httpOrigin))
      .optional(),
    GATEWAY_JWT_SECRET:
      deployed && embedsGateway
        ? requiredBecause(
            'outside development when GATEWAY_URL is empty',
            secret(JWT_SECRET_MIN_LENGTH),
          )
        : secret(JWT_SECRET_MIN_LENGTH).optional(),
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
