import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Who is calling, for limits kept per client address. The address is the socket's peer; a
 * header can only name the client when that peer is a proxy we run (TRUSTED_PROXIES), because
 * anyone can send an X-Forwarded-For of their choosing.
 */

/** An IPv4 client on a dual-stack socket shows as `::ffff:192.0.2.1`: count it as `192.0.2.1`. */
export function normaliseAddress(text: string): string | undefined {
  const trimmed = text.trim();
  const address = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed)?.[1] ?? trimmed;
  return isIP(address) ? address.toLowerCase() : undefined;
}

interface ProxyEntry {
  address: string;
  family: 'ipv4' | 'ipv6';
  /** Undefined for a single address. */
  prefix: number | undefined;
}

function parseProxyEntry(entry: string): ProxyEntry | undefined {
  const [text = '', prefixText, extra] = entry.trim().split('/');
  const address = normaliseAddress(text);
  if (!address || extra !== undefined) return undefined;
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (prefixText === undefined) return { address, family, prefix: undefined };
  const prefix = Number(prefixText);
  const bits = family === 'ipv6' ? 128 : 32;
  if (!/^\d+$/.test(prefixText) || prefix > bits) return undefined;
  return { address, family, prefix };
}

/** An IP address (`10.0.0.7`, `::1`) or a CIDR block (`10.0.0.0/8`, `fd00::/8`). */
export function isProxyEntry(entry: string): boolean {
  return parseProxyEntry(entry) !== undefined;
}

/** Whether an address belongs to one of our own proxies. */
export type TrustedProxies = (address: string) => boolean;

/** Entries are checked by the configuration (`isProxyEntry`); anything else is ignored here. */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries.map(parseProxyEntry)) {
    if (!entry) continue;
    if (entry.prefix === undefined) list.addAddress(entry.address, entry.family);
    else list.addSubnet(entry.address, entry.prefix, entry.family);
  }
  return (address) => list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy. Then each
 * proxy has appended the address it was reached from to X-Forwarded-For, so the client is
 * the right-most hop that is not one of ours; anything left of it could have been made up.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  isTrusted: TrustedProxies,
): string | undefined {
  const socket = peer === undefined ? undefined : normaliseAddress(peer);
  if (!socket || !isTrusted(socket) || !forwardedFor) return socket;
  let client = socket;
  for (const hop of forwardedFor.split(',').reverse()) {
    const address = normaliseAddress(hop);
    // A hop that is not an address was not written by a proxy: stop at the last one that was.
    if (!address) return client;
    client = address;
    if (!isTrusted(address)) return address;
  }
  return client;
}

/** The client of a request that reached no socket (one made in a test, not over the network). */
export const UNKNOWN_CLIENT = 'unknown';

/** An IPv6 address's eight groups, `::` filled in; a dotted IPv4 tail is two groups. */
function ipv6Groups(address: string): string[] {
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = address.replace(/%.*$/, '').split('::');
  if (tail === undefined) return groupsOf(head);
  const [before, after] = [groupsOf(head), groupsOf(tail)];
  return [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
}

/**
 * A client as limits, lockouts and guess throttles count it: an IPv4 address, or an IPv6
 * client's /64. A home or phone network hands each device as many addresses in its /64 as it
 * asks for, so counting single IPv6 addresses would give a guesser endless fresh tries.
 */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const network = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

/** The client of a request as limits count it (`clientKey`), from its socket and headers. */
export function resolveClientKey(
  peer: string | undefined,
  forwardedFor: string | undefined,
  isTrusted: TrustedProxies,
): string {
  const address = resolveClientAddress(peer, forwardedFor, isTrusted);
  return address === undefined ? UNKNOWN_CLIENT : clientKey(address);
}

/** A Node request's client as limits count it (Next API routes). */
export function requestClientAddress(
  request: Pick<IncomingMessage, 'socket' | 'headers'>,
  trusted: readonly string[],
): string {
  const forwarded = request.headers['x-forwarded-for'];
  return resolveClientKey(
    request.socket.remoteAddress,
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    trustedProxies(trusted),
  );
}
