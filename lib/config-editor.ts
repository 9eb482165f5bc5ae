import { join } from 'node:path';
import * as z from 'zod/mini';
import { secret, type RawEnv } from './env-schema';
import { DEV_SECRET_DIR, JWT_SECRET_MIN_LENGTH, requiredBecause } from './config-fields';

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

/** The local editor (/editor): in development from this machine; elsewhere when enabled. */
export function editorEnvShape(env: RawEnv) {
  const editorEnabled = env.EDITOR_ENABLED === 'true';
  return {
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
  };
}

type EditorEnv = z.infer<z.ZodMiniObject<ReturnType<typeof editorEnvShape>>>;

export function editorConfig(server: EditorEnv) {
  return {
    enabled: server.EDITOR_ENABLED === 'true',
    editors: server.EDITORS ?? [],
    sessionSecret: server.EDITOR_SESSION_SECRET,
    /** The editors' second factors (a JSON file, secrets sealed under the session secret). */
    factorsPath: server.EDITOR_FACTORS_PATH,
  };
}
