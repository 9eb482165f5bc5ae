import type { Context } from 'hono';
import { z } from 'zod';
import { resolveClientKey, trustedProxies } from '@/lib/client-address';

/**
 * Both ways the gateway is served, @hono/node-server on its own port and Next's API route
 * through `getRequestListener`, hand the app the Node request as the `incoming` binding.
 */
const nodeBindings = z.object({
  incoming: z.object({ socket: z.object({ remoteAddress: z.string().optional() }) }),
});

/** The client's address as limits and lockouts count it (see lib/client-address.ts). */
export type ClientAddressOf = (c: Context) => string;

export function createClientAddressReader(trusted: readonly string[]): ClientAddressOf {
  const isTrusted = trustedProxies(trusted);
  return (c) => {
    const peer = nodeBindings.safeParse(c.env).data?.incoming.socket.remoteAddress;
    return resolveClientKey(peer, c.req.header('x-forwarded-for'), isTrusted);
  };
}
