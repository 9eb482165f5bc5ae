/** Where zod keeps the settings `z.config` writes, read by each schema as it is made. */
type WithZodConfig = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

/**
 * Imported first by pages/_app.tsx, before any schema exists. zod compiles object parsers with
 * `new Function` when it can, and finds out by trying: the Content-Security-Policy forbids eval,
 * and browsers report even a caught attempt as a violation. In the browser zod parses without
 * compiling; the server (the embedded gateway) keeps its compiled parsers.
 *
 * Written into zod's global settings rather than through `z.config`, so that no page loads zod
 * for it: schemas come later, with the code that uses them (zod-without-eval.test.ts checks zod
 * still reads its settings from there).
 */
if (typeof window !== 'undefined') {
  ((globalThis as WithZodConfig).__zod_globalConfig ??= {}).jitless = true;
}

export {};
