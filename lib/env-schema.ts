import * as z from 'zod/mini';

/** Raw environment as Node gives it; empty strings count as unset (as in most .env files). */
export type RawEnv = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      `Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'See .env.example for what each variable expects.',
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export const httpUrl = z.pipe(
  z.url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' }),
  z.transform((url: string) => url.replace(/\/+$/, '')),
);

/** An origin as browsers send it in the Origin header: scheme, host and port, no path. */
export const httpOrigin = z.pipe(
  z.url({ protocol: /^https?$/, error: 'expected http(s) origins separated by commas' }),
  z.transform((url: string) => new URL(url).origin),
);

export function secret(minLength: number) {
  return z
    .string()
    .check(z.minLength(minLength, `expected a secret of at least ${minLength} characters`));
}

export function withoutEmptyValues(env: RawEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

/** Parses the environment, or throws one ConfigError naming every bad key. */
export function parseEnv<Schema extends z.ZodMiniType>(
  schema: Schema,
  env: RawEnv,
): z.output<Schema> {
  const result = schema.safeParse(withoutEmptyValues(env));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError([...new Set(problems)]);
}
