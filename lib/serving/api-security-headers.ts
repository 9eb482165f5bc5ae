import { securityHeaderRoutes } from '../security/security-headers';

/** The routes of next.config.ts's headers that Next applies to every answer under /api/v1. */
const API_HEADER_SOURCES = new Set(['/(.*)', '/api/(.*)']);

/**
 * The headers next.config.ts gives every gateway answer under /api/v1, a later value
 * replacing an earlier one of the same name as in Next, for server.ts to add to the gateway
 * calls it answers before Next. None of them depends on the page options.
 */
export function apiSecurityHeaders(hsts: boolean): Map<string, string> {
  const routes = securityHeaderRoutes({
    inlineScriptHashes: [],
    imageOrigins: [],
    tagManager: false,
    development: false,
    hsts,
  });
  const headers = new Map<string, string>();
  for (const route of routes) {
    if (route.has || !API_HEADER_SOURCES.has(route.source)) continue;
    for (const { key, value } of route.headers) headers.set(key, value);
  }
  return headers;
}
