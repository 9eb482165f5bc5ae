import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { signOut } from '@/lib/gateway/contract/auth';
import type { ErrorBody } from '@/lib/gateway/contract/errors';
import { CROSS_SITE_MESSAGE } from '@/lib/cross-site-request';

const CROSS_SITE_SIGN_OUT: ErrorBody = { message: CROSS_SITE_MESSAGE, statusCode: 403 };

/**
 * The gateway as `npm run gateway` serves it on an origin of its own, where no Next.js adds the
 * site's headers: JSON that loads nothing and is never framed, HSTS, nosniff and no referrer;
 * and its sign-out (SPEC §7, outside /api/v1) refuses a page of any other site than ours, which
 * could otherwise end a customer's session by forging a form.
 */
export function standaloneApp(
  gateway: { fetch: (request: Request, env?: object) => Response | Promise<Response> },
  siteOrigins: readonly string[],
): Hono<{ Bindings: object }> {
  // The node server's bindings (the socket, for the client address), passed on to the gateway.
  const app = new Hono<{ Bindings: object }>();
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      strictTransportSecurity: 'max-age=31536000; includeSubDomains',
      xFrameOptions: 'DENY',
    }),
  );
  app.use(signOut.path, async (c, next) => {
    // Our site calls from another origin, maybe another site: it is known by its Origin.
    const origin = c.req.header('origin');
    const forged =
      origin === undefined
        ? c.req.header('sec-fetch-site') === 'cross-site'
        : !siteOrigins.includes(origin);
    if (forged) return c.json(CROSS_SITE_SIGN_OUT, 403);
    await next();
  });
  app.all('*', (c) => gateway.fetch(c.req.raw, c.env));
  return app;
}
