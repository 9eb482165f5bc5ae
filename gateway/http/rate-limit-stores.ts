import { RedisStore, type Store } from 'hono-rate-limiter';
import type { RedisClientType } from 'redis';
import { z } from 'zod';
import { execute, queryOne, sql, type Database } from '../db/sql';
import type { RateLimitName, RateLimitStores } from './rate-limits';

const counted = z.object({ hits: z.number().int(), resetAt: z.string() });

const info = ({ hits, resetAt }: z.infer<typeof counted>) => ({
  totalHits: hits,
  resetTime: new Date(resetAt),
});

/**
 * A limit's counts in the gateway's database, which every instance on that database shares.
 * Each client's count is one row, started again once its window has passed; one statement
 * counts a hit, so two instances counting at once cannot lose one.
 */
export function databaseStore(
  database: Database,
  group: RateLimitName,
  now: () => Date = () => new Date(),
): Store {
  let windowMs = 60_000;
  return {
    init(options) {
      windowMs = options.windowMs;
    },
    async get(client) {
      const found = await queryOne(
        database,
        counted,
        sql`SELECT hits, reset_at AS "resetAt" FROM rate_limit_hits
             WHERE limit_group = ${group} AND client = ${client}
               AND reset_at > ${now().toISOString()}`,
      );
      return found && info(found);
    },
    async increment(client) {
      const at = now();
      const nowIso = at.toISOString();
      // Rows of clients whose windows have passed are of no more use to anyone.
      await execute(
        database,
        sql`DELETE FROM rate_limit_hits WHERE limit_group = ${group} AND reset_at <= ${nowIso}`,
      );
      const row = await queryOne(
        database,
        counted,
        sql`INSERT INTO rate_limit_hits (limit_group, client, hits, reset_at)
            VALUES (${group}, ${client}, 1, ${new Date(at.getTime() + windowMs).toISOString()})
            ON CONFLICT (limit_group, client) DO UPDATE SET
              hits = CASE WHEN rate_limit_hits.reset_at <= ${nowIso} THEN 1
                          ELSE rate_limit_hits.hits + 1 END,
              reset_at = CASE WHEN rate_limit_hits.reset_at <= ${nowIso} THEN excluded.reset_at
                              ELSE rate_limit_hits.reset_at END
            RETURNING hits, reset_at AS "resetAt"`,
      );
      if (!row) throw new Error('Counting a hit returned no row');
      return info(row);
    },
    async decrement(client) {
      await execute(
        database,
        sql`UPDATE rate_limit_hits SET hits = hits - 1
             WHERE limit_group = ${group} AND client = ${client} AND hits > 0`,
      );
    },
    async resetKey(client) {
      await execute(
        database,
        sql`DELETE FROM rate_limit_hits WHERE limit_group = ${group} AND client = ${client}`,
      );
    },
  };
}

/** Every limit counted in the database. */
export const databaseStores =
  (database: Database): RateLimitStores =>
  (group) =>
    databaseStore(database, group);

/** Every limit counted in one Redis that all instances share, under a prefix per limit. */
export const redisStores =
  (client: RedisClientType): RateLimitStores =>
  (group) =>
    new RedisStore({
      prefix: `gateway:rate-limit:${group}:`,
      client: {
        scriptLoad: (script) => client.scriptLoad(script),
        evalsha: async <Args extends unknown[], Data>(sha: string, keys: string[], args: Args) =>
          (await client.evalSha(sha, { keys, arguments: args.map(String) })) as Data,
        decr: (key) => client.decr(key),
        del: (key) => client.del(key),
      },
    });
