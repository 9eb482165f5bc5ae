import type { AccessTokens } from './auth/access-tokens';
import type { KeyedHash } from './auth/keyed-hash';
import type { Passwords } from './auth/passwords';
import type { Executor } from './db/sql';
import type { FeatureFlagsReader } from './feature-flags/cached-feature-flags';
import type { AfterAnswer } from './http/after-answer';
import type { ClientAddressOf } from './http/client-address';
import type { Mailer } from './mail/mailer';

/** What every handler may use: the database, the clock, the auth services, who is calling. */
export interface GatewayDeps {
  /** The gateway's database; inside an idempotent request, that request's transaction. */
  database: Executor;
  now: () => Date;
  accessTokens: AccessTokens;
  passwords: Passwords;
  keyedHash: KeyedHash;
  /** The caller's address, for limits and lockouts kept per client. */
  clientAddress: ClientAddressOf;
  /** Emails to customers: kept in the outbox, and sent by SMTP when it is configured. */
  mailer: Mailer;
  /** The site's origin, for links in emails. */
  siteUrl: string;
  /** Work left until the request has been answered, whose answer must not wait for it. */
  afterAnswer: AfterAnswer;
  /** The CMS's switches, which some account sections' rules read (cached-feature-flags.ts). */
  featureFlags: FeatureFlagsReader;
}
