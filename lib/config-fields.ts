import * as z from 'zod/mini';
import { environmentSchema } from './public-env';
import type { RawEnv } from './env-schema';

/** What the parts of the server configuration (lib/config-*.ts) share. */

export const JWT_SECRET_MIN_LENGTH = 32;
export const WEBHOOK_SECRET_MIN_LENGTH = 16;
/** Where development keeps what it generates: the SQLite file, secrets, editors' factors. */
export const DEV_SECRET_DIR = '.data';

export function requiredBecause<Schema extends z.ZodMiniType>(why: string, schema: Schema) {
  return z.pipe(
    z.custom((value) => value !== undefined, { error: `required ${why}` }),
    schema,
  );
}

/** The environment the process runs as, which decides what is required. */
export function deploymentOf(env: RawEnv) {
  const environment = environmentSchema.safeParse(env.NEXT_PUBLIC_ENVIRONMENT).data;
  return { environment, deployed: environment === 'production' || environment === 'staging' };
}
