import * as z from 'zod/mini';
import { isProxyEntry } from './client-address';
import { httpUrl, secret, type RawEnv } from './env-schema';
import { deploymentOf, requiredBecause, WEBHOOK_SECRET_MIN_LENGTH } from './config-fields';

/** The shared Redis: redis://[user:password@]host:port, or rediss:// over TLS. */
const redisUrl = z.url({
  protocol: /^rediss?$/,
  error: 'expected a redis:// or rediss:// URL, like redis://localhost:6379',
});

/** `TRUSTED_PROXIES`: addresses or CIDR blocks, or `none` where clients reach us directly. */
const proxyList = z.pipe(
  z.string(),
  z.pipe(
    z.transform((list: string) =>
      list.trim() === 'none' ? [] : list.split(',').map((entry) => entry.trim()),
    ),
    z.array(
      z.string().check(
        z.refine(isProxyEntry, {
          error: 'expected IP addresses or CIDR blocks (10.0.0.0/8) separated by commas',
        }),
      ),
    ),
  ),
);

/** The site's own: its origin, its preview and webhook secrets, the proxies and Redis in front. */
export function siteEnvShape(env: RawEnv) {
  const { environment, deployed } = deploymentOf(env);
  return {
    NEXT_PUBLIC_SITE_URL: deployed
      ? requiredBecause('outside development', httpUrl)
      : z.optional(httpUrl),
    PREVIEW_SECRET: z.optional(secret(WEBHOOK_SECRET_MIN_LENGTH)),
    REVALIDATE_SECRET: deployed
      ? requiredBecause('outside development', secret(WEBHOOK_SECRET_MIN_LENGTH))
      : z.optional(secret(WEBHOOK_SECRET_MIN_LENGTH)),
    // Behind a proxy that is not listed, every client shares the proxy's address and its limits.
    TRUSTED_PROXIES:
      environment === 'production'
        ? requiredBecause(
            'in production: our proxies’ addresses, or none where clients reach the site directly',
            proxyList,
          )
        : z._default(proxyList, []),
    REDIS_URL: z.optional(redisUrl),
  };
}

type SiteEnv = z.infer<z.ZodMiniObject<ReturnType<typeof siteEnvShape>>>;

export function siteConfig(server: SiteEnv) {
  return {
    previewSecret: server.PREVIEW_SECRET,
    revalidateSecret: server.REVALIDATE_SECRET,
    /** Our own proxies in front of the site or gateway: only they may name the client. */
    trustedProxies: server.TRUSTED_PROXIES,
    /** The Redis every instance shares; undefined means each keeps its own (one machine). */
    redisUrl: server.REDIS_URL,
  };
}
