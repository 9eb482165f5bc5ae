import type { AccessTokens } from './auth/access-tokens';
import type { KeyedHash } from './auth/keyed-hash';
import type { Passwords } from './auth/passwords';
import type { Db } from './db/database';

/** What every handler may use: the database, the clock and the auth services. */
export interface GatewayDeps {
  db: Db;
  now: () => Date;
  accessTokens: AccessTokens;
  passwords: Passwords;
  keyedHash: KeyedHash;
}
