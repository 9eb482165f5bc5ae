import * as z from 'zod/mini';

/**
 * Imported first by pages/_app.tsx, before any schema exists. zod compiles object parsers with
 * `new Function` when it can, and finds out by trying: the Content-Security-Policy forbids eval,
 * and browsers report even a caught attempt as a violation. In the browser zod parses without
 * compiling; the server (the embedded gateway) keeps its compiled parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
