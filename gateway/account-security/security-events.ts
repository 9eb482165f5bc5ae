import { isIP } from 'node:net';
import type { Context } from 'hono';
import { z } from 'zod';
import type { SecurityEvent } from '@/lib/gateway/contract/account-security';
import {
  SECURITY_EVENT_KINDS,
  SECURITY_EVENTS_LIMIT,
  type SecurityEventKind,
} from '@/lib/gateway/contract/security-event-kinds';
import type { StaffSecurityEvent } from '@/lib/gateway/contract/admin';
import { deviceName, MAX_USER_AGENT_LENGTH } from '../auth/device-name';
import { recordFailedLogin, type LoginAttempt, type LoginPause } from '../auth/lockout';
import { execute, inTransaction, queryAll, type Executor } from '../db/sql';
import type { GatewayDeps } from '../deps';

/**
 * The security event log (issue 42): logins, wrong passwords, pauses, new passwords, emails
 * and bank details, and staff reading the customer's account, one row each in
 * `security_events`. The customer sees theirs on the devices screen, staff in the account
 * view. Each is written in the transaction of the change it records, so that a change rolled
 * back leaves no event; a wrong password, which fails its request, is written whatever the
 * request's outcome (`recordWrongPassword`). No row holds a password, a token, bank details
 * or a full client address.
 */

/** Where a request came from, as an event keeps it: its browser and a coarse network. */
export interface EventSource {
  /** The user agent, cut as sessions keep it; null when the browser sent none. */
  userAgent: string | null;
  /** An IPv4 /24 or IPv6 /48 (`coarseNetwork`); null for an unknown client. */
  network: string | null;
}

/**
 * What an event recorded without a request's browser keeps: a staff read (the audit,
 * admin/audit.ts, says who it was).
 */
const NO_SOURCE: EventSource = { userAgent: null, network: null };

/**
 * The client as limits count it (lib/client-address.ts: an IPv4 address or an IPv6 /64),
 * made coarser: the /24 of an IPv4 address, the /48 of an IPv6 one. Enough to tell a
 * customer's home network from a stranger's; not enough to find a household.
 */
export function coarseNetwork(client: string): string | null {
  if (isIP(client) === 4) return `${client.split('.').slice(0, 3).join('.')}.0/24`;
  const v6 = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/i.exec(client);
  return v6 ? `${v6[1]}:${v6[2]}:${v6[3]}::/48` : null;
}

export function eventSourceOf(deps: Pick<GatewayDeps, 'clientAddress'>, c: Context): EventSource {
  return {
    userAgent: c.req.header('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    network: coarseNetwork(deps.clientAddress(c)),
  };
}

export interface NewSecurityEvent {
  customerId: number;
  kind: SecurityEventKind;
  at: Date;
  /** The request's browser and network; none for a staff read. */
  source?: EventSource;
  /** A few words more (see the contract's `securityEvent.detail`). */
  detail?: string | null;
}

/** Records one event, in `db`'s transaction when it is one. */
export async function recordSecurityEvent(db: Executor, event: NewSecurityEvent): Promise<void> {
  const source = event.source ?? NO_SOURCE;
  await execute(
    db,
    db.insertInto('security_events').values({
      customer_id: event.customerId,
      kind: event.kind,
      occurred_at: event.at.toISOString(),
      user_agent: source.userAgent,
      client_network: source.network,
      detail: event.detail ?? null,
    }),
  );
}

/**
 * A wrong password (or code) for a known login, and the pause it caused: pausing its email
 * from one address or from every one. A pause of the address alone, for every email, is the
 * address's, not the customer's.
 */
export async function recordFailedLoginEvents(
  db: Executor,
  failure: { customerId: number; source: EventSource; at: Date; detail?: string },
  pauses: readonly LoginPause[],
): Promise<void> {
  await recordSecurityEvent(db, { ...failure, kind: 'failed-login' });
  if (pauses.includes('email')) {
    await recordSecurityEvent(db, { ...failure, kind: 'login-paused', detail: 'everywhere' });
  } else if (pauses.includes('pair')) {
    await recordSecurityEvent(db, { ...failure, kind: 'login-paused', detail: null });
  }
}

/**
 * Counts a wrong password (or code) of a known login towards its lockout and records it, with
 * any pause, in one transaction. Called through `writeWhateverTheOutcome`, so that it stands
 * though the request fails and its own transaction (an idempotent one) rolls back.
 */
export function recordWrongPassword(
  db: Executor,
  attempt: LoginAttempt,
  failure: { customerId: number; source: EventSource; at: Date; detail?: string },
): Promise<void> {
  return inTransaction(db, async (transaction) => {
    const pauses = await recordFailedLogin(transaction, attempt, failure.at);
    await recordFailedLoginEvents(transaction, failure, pauses);
  });
}

const eventRow = z.object({
  id: z.coerce.number().int(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  occurredAt: z.string(),
  userAgent: z.string().nullable(),
  network: z.string().nullable(),
  detail: z.string().nullable(),
});

async function latestEventsOf(db: Executor, customerId: number) {
  return queryAll(
    db,
    eventRow,
    db
      .selectFrom('security_events')
      .select([
        'id',
        'kind',
        'occurred_at as occurredAt',
        'user_agent as userAgent',
        'client_network as network',
        'detail',
      ])
      .where('customer_id', '=', customerId)
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SECURITY_EVENTS_LIMIT),
  );
}

/** The customer's latest events as staff see them: the browser in words, and the network. */
export async function staffSecurityEventsOf(
  db: Executor,
  customerId: number,
): Promise<StaffSecurityEvent[]> {
  const rows = await latestEventsOf(db, customerId);
  return rows.map(({ userAgent, ...event }) => ({
    ...event,
    device: userAgent === null ? null : deviceName(userAgent),
  }));
}

/** The customer's latest events as they see them: without the network. */
export async function securityEventsOf(db: Executor, customerId: number): Promise<SecurityEvent[]> {
  const events = await staffSecurityEventsOf(db, customerId);
  return events.map(({ id, kind, occurredAt, device, detail }) => ({
    id,
    kind,
    occurredAt,
    device,
    detail,
  }));
}
