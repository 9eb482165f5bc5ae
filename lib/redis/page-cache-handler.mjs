// Loaded by `next start` itself, as it is: plain JavaScript, not compiled with the app.
import CachedHandler from '@trieb.work/nextjs-turbo-redis-cache';

/**
 * After a page is read, each instance answers from its own copy for this long before asking
 * Redis again: the longest another instance serves a page the webhook has just regenerated.
 * The handler's default (10 s) would keep the old page that long.
 */
const OWN_COPY_MS = 1000;

/** The database REDIS_URL names (`redis://host:6379/2`), 0 when it names none. */
export function databaseOf(redisUrl) {
  return Number(new URL(redisUrl).pathname.slice(1)) || 0;
}

/** The shared Redis page cache (lib/redis/page-cache-config.ts), with our settings. */
export default class PageCacheHandler extends CachedHandler {
  constructor(options) {
    super({
      ...options,
      inMemoryCachingTime: OWN_COPY_MS,
      // The handler would pick database 1 (0 on Vercel's production) whatever the URL says.
      database: databaseOf(process.env.REDIS_URL),
    });
  }
}
