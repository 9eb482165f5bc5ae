import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { parseEnv, type RawEnv } from './env-schema';
import { publicEnvSchema } from './public-env';
import { DEV_SECRET_DIR } from './config-fields';
import { contentConfig, contentEnvShape } from './config-content';
import { editorConfig, editorEnvShape } from './config-editor';
import { gatewayConfig, gatewayEnvShape } from './config-gateway';
import { siteConfig, siteEnvShape } from './config-site';

/**
 * Server-only configuration: the whole environment, secrets included, parsed from its parts
 * (lib/config-{site,content,editor,gateway}.ts). Importing this module into browser code fails
 * the build (it needs node:fs), which is what keeps secrets server-side; browser code reads
 * `publicConfig` from lib/public-config.ts instead.
 */

// The gateway may import lib/config.ts alone of the configuration (eslint-layering.mjs).
export {
  DEFAULT_GATEWAY_MAX_BODY_BYTES,
  DEFAULT_MAIL_FROM,
  DEFAULT_RATE_LIMITS,
  type RateLimit,
  type RateLimitGroup,
  type RateLimitSettings,
} from './config-gateway';

/** Which variables are required depends on the environment and on other variables. */
function serverEnvSchema(env: RawEnv) {
  return z.object({
    ...siteEnvShape(env),
    ...contentEnvShape(env),
    ...editorEnvShape(env),
    ...gatewayEnvShape(env),
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
    content: contentConfig(server),
    ...siteConfig(server),
    editor: editorConfig(server),
    gateway: gatewayConfig(server, { siteUrl, environment, developmentJwtSecret }),
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
